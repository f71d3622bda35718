/**
 * Links in chat text. A message is plain text; a web address in it becomes a link only when it
 * points at CarSaathi itself or a partner marketplace we list cars from. Anything else stays
 * text to copy deliberately: phishing 'payment pages' and fake courier sites arrive by chat.
 */
import { PARTNERS } from "../partners";

export type MessagePart = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

const URL_PATTERN = /https?:\/\/[^\s<>"']+/gi;
/** Sentence punctuation right after an address belongs to the sentence. */
const TRAILING = /[.,;:!?)\]]+$/;

const PARTNER_HOSTS = PARTNERS.flatMap((p) => (p.site ? [new URL(p.site).hostname.replace(/^www\./, "")] : []));

/** True for our own host (with or without www) and the partners' hosts and their subdomains. */
export function isKnownHost(hostname: string, siteHost: string): boolean {
  const host = hostname.toLowerCase().replace(/^www\./, "");
  const own = siteHost.toLowerCase().replace(/:\d+$/, "").replace(/^www\./, "");
  return host === own || PARTNER_HOSTS.some((known) => host === known || host.endsWith(`.${known}`));
}

/** The text cut into plain runs and links to known hosts, in order. */
export function splitMessageLinks(body: string, siteHost: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of body.matchAll(URL_PATTERN)) {
    const raw = match[0].replace(TRAILING, "");
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      continue;
    }
    if (url.username || url.password || !isKnownHost(url.hostname, siteHost)) continue;
    const start = match.index;
    if (start > last) parts.push({ kind: "text", text: body.slice(last, start) });
    parts.push({ kind: "link", text: raw, href: url.href });
    last = start + raw.length;
  }
  if (last < body.length) parts.push({ kind: "text", text: body.slice(last) });
  return parts;
}

/**
 * The mail about chat messages waiting unread: who wrote, about which car, how many, the start
 * of the latest one, a link to the conversation and a one-click way out. It names the other
 * side by name only: their phone and email stay behind the chat's own sharing switches.
 * Mail is plain text (the outbox stores text), so the preview needs no escaping.
 */
import type { OutgoingMessage } from "../mail/message";

/** How much of the latest message the mail quotes. */
export const PREVIEW_CHARS = 200;

export interface UnreadMail {
  conversationId: number;
  recipientId: string;
  email: string;
  userName: string;
  otherName: string;
  carName: string;
  unread: number;
  latestBody: string;
  /** The latest message asks for money (payment-request.ts): the mail warns instead of quoting it. */
  latestFlagged: boolean;
}

/** One line, at most PREVIEW_CHARS characters (whole code points), cut after a word where one ends near the limit, "..." when cut. */
export function previewOf(body: string): string {
  const line = body.replace(/\s+/g, " ").trim();
  const chars = [...line];
  if (chars.length <= PREVIEW_CHARS) return line;
  const cut = chars.slice(0, PREVIEW_CHARS + 1).join("");
  const lastSpace = cut.lastIndexOf(" ");
  const kept = lastSpace > cut.length - 40 ? cut.slice(0, lastSpace) : chars.slice(0, PREVIEW_CHARS).join("");
  return `${kept.trimEnd()}...`;
}

/** A name as a header may carry it: one line, no control characters. */
const oneLine = (text: string) => text.replace(/[\s\p{Cc}]+/gu, " ").trim();

export function unreadMessageMail(mail: UnreadMail, links: { conversationUrl: string; unsubscribeUrl: string }): OutgoingMessage {
  const several = mail.unread > 1;
  const latest = mail.latestFlagged
    ? [
        "The latest message asks for a payment. Never pay an advance or token amount before you have seen the car",
        "and its papers: read it on CarSaathi, where it carries a warning.",
      ]
    : ["The latest one:", "", `  "${previewOf(mail.latestBody)}"`];
  return {
    channel: "email",
    recipient: mail.email,
    subject: oneLine(`${several ? `${mail.unread} new messages` : "New message"} from ${mail.otherName} about ${mail.carName}`),
    body: [
      `Hello ${mail.userName},`,
      "",
      `${mail.otherName} sent you ${several ? `${mail.unread} messages` : "a message"} about the ${mail.carName} that you have not read yet.`,
      "",
      ...latest,
      "",
      `Read and reply: ${links.conversationUrl}`,
      "",
      "We email once when messages wait unread, then not again until you have read the conversation.",
      `Stop these emails (no sign-in needed): ${links.unsubscribeUrl}`,
      "You can turn them back on in Settings.",
    ].join("\n"),
    // RFC 8058 one-click, as on the price-alert mail.
    headers: {
      "List-Unsubscribe": `<${links.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/**
 * The edge check for text in the URL (decision 007): every path segment and query parameter
 * is decoded once here and refused with a 400 when it cannot mean anything: invalid percent
 * encoding or UTF-8 (`%zz`, `%ED%A0%80`), control characters (NUL broke the suggestion query),
 * or lengths no page uses. Nothing behind it, page loader or /api route, sees such text.
 * /api answers with the API.md error body, pages with a short plain page.
 */
import type { RequestHandler, Response } from "express";
import { escapeHtml } from "./escape-html";
import type { Host } from "./host";

/** The app's rule for text no field can use (app/lib/safe-text.ts), from the server build. */
type TextCheck = Host["unreadableText"];

/** The longest value one parameter or path may carry, and the whole query string (raw). */
export const MAX_PARAM_CHARS = 2_000;
export const MAX_QUERY_CHARS = 8_000;
const MAX_PARAMS = 100;

/** Why the URL is refused, or null. `target` is the raw path and query, as on the request line. */
export function unreadableUrl(target: string, unreadableText: TextCheck): string | null {
  const mark = target.indexOf("?");
  const path = mark === -1 ? target : target.slice(0, mark);
  const query = mark === -1 ? "" : target.slice(mark + 1);
  if (path.length > MAX_PARAM_CHARS) return "The address is too long.";
  for (const segment of path.split("/")) {
    const text = decode(segment);
    if (text === null) return "The address contains characters we cannot read.";
    if (unreadableText(text)) return "The address contains characters we cannot read.";
  }
  if (query.length > MAX_QUERY_CHARS) return "The query string is too long.";
  const pairs = query.split("&").filter(Boolean);
  if (pairs.length > MAX_PARAMS) return "The address has too many parameters.";
  for (const pair of pairs) {
    const eq = pair.indexOf("=");
    const name = decode((eq === -1 ? pair : pair.slice(0, eq)).replaceAll("+", " "));
    const value = decode(eq === -1 ? "" : pair.slice(eq + 1).replaceAll("+", " "));
    if (name === null || value === null) return "The address contains characters we cannot read.";
    const label = JSON.stringify(name.slice(0, 40));
    const problem = unreadableText(name) ?? unreadableText(value);
    if (problem) return `The parameter ${label} ${problem}.`;
    if (value.length > MAX_PARAM_CHARS) return `The parameter ${label} is longer than ${MAX_PARAM_CHARS} characters.`;
  }
  return null;
}

/** decodeURIComponent, or null on bad percent encoding or bytes that are not UTF-8. */
function decode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

export function inputGuard(unreadableText: TextCheck): RequestHandler {
  return (req, res, next) => {
    const problem = unreadableUrl(req.originalUrl, unreadableText);
    if (!problem) return next();
    refuse(res, req.path.startsWith("/api/"), problem);
  };
}

function refuse(res: Response, isApi: boolean, message: string): void {
  res.status(400).setHeader("Cache-Control", "no-store");
  if (isApi) {
    res.json({ error: { code: "bad_request", message } });
    return;
  }
  // The message is one of ours, never the visitor's text (a parameter name is JSON-quoted and
  // escaped below): nothing from the URL is echoed unescaped.
  res
    .type("html")
    .send(
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>Bad address</title>` +
        `<body style="font-family:sans-serif;padding:2rem"><h1>We cannot read this address</h1>` +
        `<p>${escapeHtml(message)}</p><p><a href="/">Go to the CarSaathi home page</a></p></body></html>`,
    );
}

/**
 * Partners' text as plain text: what a partner's system sends is shown as text, never markup.
 * Control characters and lone surrogates are dropped (PostgreSQL refuses NUL, and no field means
 * anything with them); a description's HTML (common in dealer systems) becomes its words with
 * line breaks, so "<p>One owner</p>" is "One owner", not tags on the page.
 */

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", "#39": "'", nbsp: " " };

/** One line: control characters and line breaks gone, runs of spaces one space, trimmed. */
export function plainLine(raw: string): string {
  return raw.replace(CONTROL, "").replace(LONE_SURROGATE, "").replace(/\s+/g, " ").trim();
}

/** Several lines: tags dropped (a break or paragraph end is a new line), at most one blank line in a row. */
export function plainParagraphs(raw: string): string {
  const text = raw
    .replace(/<br\s*\/?>|<\/p\s*>|<\/li\s*>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|apos|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "")
    .replace(/\r\n?/g, "\n")
    .replace(CONTROL, "")
    .replace(LONE_SURROGATE, "");
  return text
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

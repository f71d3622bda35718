/**
 * A small Markdown subset for news articles, parsed to plain data that React renders
 * (components/news/article-body.tsx). Nothing is ever passed through as HTML: a `<script>` in an
 * article is text, and links go only to http(s) addresses and to paths on this site.
 * Supported: paragraphs, `## ` and `### ` headings, `- ` and `1. ` lists, `> ` quotes,
 * **strong**, *emphasis*, `code` and [links](/path).
 */

export type Inline =
  | { kind: "text"; text: string }
  | { kind: "strong" | "em" | "code"; text: string }
  | { kind: "link"; text: string; href: string };

export type Block =
  | { kind: "p" | "h2" | "h3" | "quote"; inlines: Inline[] }
  | { kind: "ul" | "ol"; items: Inline[][] };

/** http(s) anywhere, or a path on this site; never `javascript:`, `data:` or `//host`. */
export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  if (/^\/(?!\/)[^\s\\]*$/.test(trimmed)) return trimmed;
  try {
    const url = new URL(trimmed);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

const INLINE = /\*\*([^*]+)\*\*|\*([^*]+)\*|`([^`]+)`|\[([^\]]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)/g;

export function parseInlines(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  const pushText = (t: string) => {
    if (!t) return;
    const prev = out.at(-1);
    if (prev?.kind === "text") prev.text += t;
    else out.push({ kind: "text", text: t });
  };
  for (const m of text.matchAll(INLINE)) {
    pushText(text.slice(last, m.index));
    last = m.index + m[0].length;
    if (m[1] !== undefined) out.push({ kind: "strong", text: m[1] });
    else if (m[2] !== undefined) out.push({ kind: "em", text: m[2] });
    else if (m[3] !== undefined) out.push({ kind: "code", text: m[3] });
    else {
      const href = safeHref(m[5]);
      // An unsafe link keeps its words and loses the address.
      if (href) out.push({ kind: "link", text: m[4], href });
      else pushText(m[4]);
    }
  }
  pushText(text.slice(last));
  return out;
}

const LIST_ITEM = { ul: /^[-*]\s+/, ol: /^\d+\.\s+/ } as const;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  // Blocks are separated by blank lines; lines inside a paragraph are joined with a space.
  for (const chunk of source.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    const lines = chunk.split("\n").map((l) => l.trim()).filter(Boolean);
    if (lines.length === 0) continue;
    const first = lines[0];
    if (first.startsWith("### ")) blocks.push({ kind: "h3", inlines: parseInlines(lines.join(" ").slice(4)) });
    else if (first.startsWith("## ")) blocks.push({ kind: "h2", inlines: parseInlines(lines.join(" ").slice(3)) });
    else if (lines.every((l) => l.startsWith(">"))) {
      blocks.push({ kind: "quote", inlines: parseInlines(lines.map((l) => l.replace(/^>\s?/, "")).join(" ")) });
    } else {
      const listKind = (["ul", "ol"] as const).find((k) => LIST_ITEM[k].test(first));
      if (listKind && lines.every((l) => LIST_ITEM[listKind].test(l))) {
        blocks.push({ kind: listKind, items: lines.map((l) => parseInlines(l.replace(LIST_ITEM[listKind], ""))) });
      } else {
        blocks.push({ kind: "p", inlines: parseInlines(lines.join(" ")) });
      }
    }
  }
  return blocks;
}

/** The article as plain text (search text, RSS descriptions, word counts). */
export function markdownToPlainText(source: string): string {
  return parseMarkdown(source)
    .map((b) => ("items" in b ? b.items : [b.inlines]).map((inl) => inl.map((i) => i.text).join("")).join(" "))
    .join("\n");
}

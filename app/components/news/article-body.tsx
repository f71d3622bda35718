import { Fragment } from "react";
import { Link } from "react-router";
import type { Block, Inline } from "~/lib/news/markdown";

/** React elements only: text is escaped by React, and hrefs were checked by safeHref. */
function Inlines({ inlines }: { inlines: Inline[] }) {
  return inlines.map((inline, i) => {
    switch (inline.kind) {
      case "strong":
        return <strong key={i}>{inline.text}</strong>;
      case "em":
        return <em key={i}>{inline.text}</em>;
      case "code":
        return <code key={i} className="rounded bg-slate-100 px-1 text-sm">{inline.text}</code>;
      case "link":
        return inline.href.startsWith("/") ? (
          <Link key={i} to={inline.href} className="font-medium text-brand-700 underline underline-offset-2">
            {inline.text}
          </Link>
        ) : (
          <a key={i} href={inline.href} rel="noopener noreferrer nofollow" className="font-medium text-brand-700 underline underline-offset-2">
            {inline.text}
          </a>
        );
      default:
        return <Fragment key={i}>{inline.text}</Fragment>;
    }
  });
}

export function ArticleBody({ blocks }: { blocks: Block[] }) {
  return (
    <div className="space-y-4 text-lg leading-relaxed text-slate-700">
      {blocks.map((block, i) => {
        switch (block.kind) {
          case "h2":
            return <h2 key={i} className="pt-2 text-2xl font-bold text-slate-900"><Inlines inlines={block.inlines} /></h2>;
          case "h3":
            return <h3 key={i} className="text-xl font-semibold text-slate-900"><Inlines inlines={block.inlines} /></h3>;
          case "quote":
            return <blockquote key={i} className="border-l-4 border-brand-200 pl-4 italic"><Inlines inlines={block.inlines} /></blockquote>;
          case "ul":
          case "ol": {
            const List = block.kind;
            return (
              <List key={i} className={`space-y-1 pl-6 ${block.kind === "ul" ? "list-disc" : "list-decimal"}`}>
                {block.items.map((item, j) => <li key={j}><Inlines inlines={item} /></li>)}
              </List>
            );
          }
          default:
            return <p key={i}><Inlines inlines={block.inlines} /></p>;
        }
      })}
    </div>
  );
}

import { PlainLink } from "~/components/navigation/site-navigation";
import { useSearchLocation } from "./use-search-navigation";

/** First, last and a window of 2 either side of the current page, with ellipses for the gaps. */
export function pageItems(current: number, last: number): (number | "gap")[] {
  const pages = new Set([1, last]);
  for (let p = current - 2; p <= current + 2; p++) if (p >= 1 && p <= last) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: (number | "gap")[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) items.push("gap");
    items.push(p);
  });
  return items;
}

const base = "inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-medium";

/** Real links (they work before JavaScript loads); hidden when everything fits on one page. */
export function Pagination({ page, total, pageSize }: { page: number; total: number; pageSize: number }) {
  const { hrefFor } = useSearchLocation();
  const last = Math.ceil(total / pageSize);
  if (last <= 1) return null;
  const href = (p: number) => hrefFor({ page: p === 1 ? null : p });
  const edge = (p: number, label: string, rel: string) =>
    p < 1 || p > last ? (
      <span className={`${base} border-slate-200 text-slate-400`} aria-disabled="true">
        {label}
      </span>
    ) : (
      <PlainLink to={href(p)} rel={rel} className={`${base} border-slate-300 bg-white text-slate-800 hover:bg-slate-100`}>
        {label}
      </PlainLink>
    );
  return (
    <nav aria-label="Pagination" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {edge(page - 1, "Previous", "prev")}
      <ul className="flex flex-wrap items-center gap-1">
        {pageItems(page, last).map((item, i) =>
          item === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={item}>
              <PlainLink
                to={href(item)}
                aria-current={item === page ? "page" : undefined}
                aria-label={`Page ${item}`}
                className={`${base} ${
                  item === page ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100"
                }`}
              >
                {item}
              </PlainLink>
            </li>
          ),
        )}
      </ul>
      {edge(page + 1, "Next", "next")}
    </nav>
  );
}

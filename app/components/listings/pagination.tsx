/**
 * The page links of every listing page that pages (/search, /car-listings, /used-cars,
 * /car-filter, /new-cars). Plain anchors (PlainLink): they work before JavaScript loads and do
 * not render again on every router state change (docs/decisions/005). The search pages label
 * their ends Previous/Next; the catalogue pages show arrows, and only where there is a page.
 */
import { ChevronLeft, ChevronRight } from "lucide-react";
import { PlainLink } from "~/components/navigation/site-navigation";

/** First, last and a window of 2 either side of the current page, with ellipses for the gaps. */
function pageItems(current: number, last: number): (number | "gap")[] {
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

type Edges = "labels" | "arrows";

/** Each look as the pages had it; "arrows" lays the page links out among the arrows. */
const LOOKS: Record<Edges, { base: string; link: string; current: string; list: string }> = {
  labels: {
    base: "inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-medium",
    link: "border-slate-300 bg-white text-slate-800 hover:bg-slate-100",
    current: "border-brand-700 bg-brand-700 text-white",
    list: "flex flex-wrap items-center gap-1",
  },
  arrows: {
    base: "inline-flex min-w-10 items-center justify-center rounded-lg border px-3 py-2 text-sm font-medium",
    link: "border-slate-300 bg-white hover:bg-slate-100",
    current: "border-brand-600 bg-brand-600 text-white",
    list: "contents",
  },
};

const EDGES = {
  prev: { label: "Previous", Icon: ChevronLeft },
  next: { label: "Next", Icon: ChevronRight },
};

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The link to a page, keeping the current filters. */
  hrefFor: (page: number) => string;
  edges?: Edges;
}

/** Hidden when everything fits on one page. */
export function Pagination({ page, pageCount, hrefFor, edges = "arrows" }: PaginationProps) {
  if (pageCount <= 1) return null;
  const look = LOOKS[edges];
  const edge = (rel: "prev" | "next") => {
    const target = rel === "prev" ? page - 1 : page + 1;
    const { label, Icon } = EDGES[rel];
    if (target < 1 || target > pageCount) {
      return edges === "arrows" ? null : (
        <span className={`${look.base} border-slate-200 text-slate-400`} aria-disabled="true">
          {label}
        </span>
      );
    }
    return edges === "arrows" ? (
      <PlainLink to={hrefFor(target)} rel={rel} aria-label={`${label} page`} className={`${look.base} ${look.link}`}>
        <Icon className="size-4" aria-hidden="true" />
      </PlainLink>
    ) : (
      <PlainLink to={hrefFor(target)} rel={rel} className={`${look.base} ${look.link}`}>
        {label}
      </PlainLink>
    );
  };
  return (
    <nav aria-label="Pagination" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {edge("prev")}
      <ul className={look.list}>
        {pageItems(page, pageCount).map((item, i) =>
          item === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={item}>
              <PlainLink
                to={hrefFor(item)}
                aria-current={item === page ? "page" : undefined}
                aria-label={`Page ${item}`}
                className={`${look.base} ${item === page ? look.current : look.link}`}
              >
                {item}
              </PlainLink>
            </li>
          ),
        )}
      </ul>
      {edge("next")}
    </nav>
  );
}

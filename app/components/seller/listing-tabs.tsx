import { Link } from "react-router";

const TAB = "flex min-h-11 items-center rounded-md px-4 text-sm font-semibold";
const TABS = [
  { key: "one", to: "/seller/upload", label: "Single car" },
  { key: "bulk", to: "/seller/upload/bulk", label: "Bulk Upload" },
] as const;

/**
 * 'Single car | Bulk Upload' above List Your Car: the two ways a dealer lists (spec: a Bulk
 * Upload tab for dealers). Private sellers have one way, so their pages show no tabs at all.
 */
export function ListingTabs({ current }: { current: (typeof TABS)[number]["key"] }) {
  return (
    <nav aria-label="Ways to list" className="mb-5">
      <ul className="inline-flex gap-1 rounded-lg bg-slate-100 p-1">
        {TABS.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.to}
              aria-current={tab.key === current ? "page" : undefined}
              className={`${TAB} ${tab.key === current ? "bg-white text-brand-700 shadow-sm" : "text-slate-700 hover:text-slate-900"}`}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

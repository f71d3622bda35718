import { Link } from "react-router";

export interface AdminViewTab {
  tab: string;
  label: string;
  href: string;
}

/** The pill links that switch an admin page between its views (waiting / done, open / resolved). */
export function AdminViewTabs({ label, tabs, current }: { label: string; tabs: readonly AdminViewTab[]; current: string }) {
  return (
    <nav aria-label={label} className="mt-3 flex flex-wrap gap-2">
      {tabs.map((t) => (
        <Link
          key={t.tab}
          to={t.href}
          aria-current={t.tab === current ? "page" : undefined}
          className={`flex min-h-11 items-center rounded-full border px-4 text-sm font-medium ${t.tab === current ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50"}`}
        >
          {t.label}
        </Link>
      ))}
    </nav>
  );
}

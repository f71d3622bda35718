import { useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";

export interface AdminMenuItem {
  to: string;
  label: string;
}

/** The admin sections; a new one is one more entry here. */
export const ADMIN_MENU: AdminMenuItem[] = [
  { to: "/admin/listings", label: "Listings" },
  { to: "/admin/leads", label: "Sell leads" },
  { to: "/admin/dealers", label: "Dealers" },
  { to: "/admin/reports", label: "Chat reports" },
  { to: "/admin/blog", label: "Blog" },
  { to: "/admin/news", label: "News" },
  { to: "/admin/partners", label: "Partners" },
  { to: "/admin/vitals", label: "Page speed" },
];

/** A row of tabs under the heading; scrolls sideways on phones rather than wrapping, with the current tab brought into view. */
export function AdminMenu({ items, pendingCount }: { items: AdminMenuItem[]; pendingCount: number }) {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    list.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [pathname]);
  return (
    <nav aria-label="Admin">
      <ul ref={list} className="-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 md:mx-0 md:px-0">
        {items.map((item) => (
          <li key={item.to} className="shrink-0">
            <NavLink
              to={item.to}
              className={({ isActive }) =>
                `-mb-px flex min-h-11 items-center gap-2 whitespace-nowrap border-b-2 px-4 font-medium ${
                  isActive ? "border-brand-700 text-brand-800" : "border-transparent text-slate-700 hover:text-slate-900"
                }`
              }
            >
              {item.label}
              {item.to === "/admin/listings" && pendingCount > 0 ? (
                <span className="rounded-full bg-amber-100 px-2 text-sm text-amber-900">
                  {pendingCount}
                  <span className="sr-only"> waiting</span>
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { NavLink } from "react-router";

export interface SellerMenuItem {
  to: string;
  label: string;
  /** /seller is active only on itself, not on every page under it. */
  end?: boolean;
}

/** The spec's side menu: My Listings, List Your Car, Messages; Analytics and New-car leads for dealers. */
export function sellerMenuItems(isDealer: boolean): SellerMenuItem[] {
  return [
    { to: "/seller", label: "My Listings", end: true },
    { to: "/seller/upload", label: "List Your Car" },
    { to: "/seller/messages", label: "Messages" },
    ...(isDealer
      ? [
          { to: "/seller/analytics", label: "Analytics" },
          { to: "/seller/leads", label: "New-car leads" },
        ]
      : []),
  ];
}

/** A column on wide screens, a scrolling row of tabs on phones. */
export function SellerMenu({ items }: { items: SellerMenuItem[] }) {
  return (
    <nav aria-label="Seller dashboard" className="min-w-0">
      <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-col md:overflow-visible md:px-0">
        {items.map((item) => (
          <li key={item.to} className="shrink-0">
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                `flex min-h-11 items-center whitespace-nowrap rounded-lg px-4 font-medium ${
                  isActive ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"
                }`
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

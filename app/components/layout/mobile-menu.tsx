import { Menu } from "lucide-react";
import { useState } from "react";
import { Form, NavLink } from "react-router";
import { ACCOUNT_LINKS } from "~/components/account/account-links";
import type { AccountData } from "~/components/account/use-account";
import { buttonClass } from "~/components/ui/button";
import { Sheet } from "~/components/ui/sheet";
import { MAIN_NAV } from "./site-links";
import { SocialLinks } from "./social-links";

/** The phone menu: a left drawer with the main navigation and the account (Escape or a link closes it). */
export function MobileMenu({ user }: { user: AccountData["user"] }) {
  const [open, setOpen] = useState(false);
  return (
    <Sheet
      open={open}
      onOpenChange={setOpen}
      side="left"
      title="Menu"
      trigger={
        <button
          type="button"
          aria-label="Open menu"
          className="inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 md:hidden"
        >
          <Menu aria-hidden="true" className="size-6" />
        </button>
      }
    >
      <nav aria-label="Main">
        <ul className="space-y-1">
          {MAIN_NAV.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === "/"}
                onClick={() => setOpen(false)}
                className={({ isActive }) =>
                  `block rounded-lg px-3 py-2.5 font-medium ${isActive ? "bg-brand-50 text-brand-700" : "text-slate-800 hover:bg-slate-100"}`
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 border-t border-slate-200 pt-4">
        {user ? (
          <nav aria-label="Account">
            <p className="px-3 font-semibold text-slate-900">{user.name}</p>
            <p className="truncate px-3 pb-2 text-sm text-slate-600">{user.email}</p>
            <ul className="space-y-1">
              {ACCOUNT_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end onClick={() => setOpen(false)} className="block rounded-lg px-3 py-2.5 text-slate-800 hover:bg-slate-100">
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <Form method="post" action="/logout" onSubmit={() => setOpen(false)}>
              <button type="submit" className="mt-2 w-full rounded-lg border border-slate-300 px-3 py-2.5 font-semibold text-slate-800 hover:bg-slate-100">
                Log out
              </button>
            </Form>
          </nav>
        ) : (
          <NavLink
            to="/auth"
            onClick={() => setOpen(false)}
            className={buttonClass({ size: "none", block: true, className: "px-3 py-2.5 text-center" })}
          >
            Login/Register
          </NavLink>
        )}
        <SocialLinks className="mt-4 justify-center" />
      </div>
    </Sheet>
  );
}

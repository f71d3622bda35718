import type { AccountData } from "~/components/account/use-account";
import { SignInLink, UserMenu } from "~/components/account/user-menu";
import { PlainLink, SiteNavLink } from "~/components/navigation/site-navigation";
import { CommandPaletteButton } from "./command-palette-button";
import { HeaderSearch } from "./header-search";
import { MobileMenu } from "./mobile-menu";
import { NotificationsBell } from "./notifications-bell";
import { MAIN_NAV } from "./site-links";
import { SocialLinks } from "./social-links";

/**
 * The site header: logo, search with suggestions, quick-search button, account link and the
 * main navigation. Phones get a menu drawer and their own full-width search row instead of
 * the nav row; it stays in the page flow there (the bottom bar carries the quick links).
 * Signed in, a bell shows how many new matches and price drops wait unseen.
 */
export function SiteHeader({ user, unseen }: { user: AccountData["user"]; unseen: number }) {
  return (
    <header className="z-30 border-b border-slate-200 bg-white/95 backdrop-blur md:sticky md:top-0">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-700 focus:shadow"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-4 md:h-16">
        <MobileMenu user={user} />
        <PlainLink to="/" className="shrink-0 text-xl font-extrabold tracking-tight text-brand-700" aria-label="CarSaathi home">
          Car<span className="text-accent-600">Saathi</span>
        </PlainLink>
        <HeaderSearch className="hidden max-w-md flex-1 md:block" />
        <div className="ml-auto flex items-center gap-2">
          <CommandPaletteButton />
          <SocialLinks className="hidden lg:flex" />
          {user ? (
            <PlainLink
              to="/seller"
              className="hidden h-10 items-center rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 sm:inline-flex"
            >
              Dashboard
            </PlainLink>
          ) : null}
          {user ? <NotificationsBell unseen={unseen} /> : null}
          {user ? <UserMenu user={user} /> : <SignInLink />}
        </div>
      </div>
      <div className="px-4 pb-3 md:hidden">
        <HeaderSearch />
      </div>
      <nav aria-label="Main" className="hidden border-t border-slate-100 md:block">
        <ul className="mx-auto flex max-w-7xl gap-1 px-4 text-sm font-medium">
          {MAIN_NAV.map((item) => (
            <li key={item.to}>
              <SiteNavLink
                to={item.to}
                className={(active) =>
                  `inline-block border-b-2 px-3 py-2.5 ${active ? "border-brand-700 text-brand-700" : "border-transparent text-slate-700 hover:text-brand-700"}`
                }
              >
                {item.label}
              </SiteNavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

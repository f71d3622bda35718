import { GitCompareArrows, House, Newspaper, Search, UserRound } from "lucide-react";
import { useEffect, useState } from "react";
import { SiteNavLink } from "~/components/navigation/site-navigation";

const ITEMS = [
  { to: "/", label: "Home", Icon: House },
  { to: "/search", label: "Search", Icon: Search },
  { to: "/compare", label: "Compare", Icon: GitCompareArrows },
  { to: "/news", label: "News", Icon: Newspaper },
];
const PROFILE = { label: "Profile", Icon: UserRound };

/** Spec section 9: the bar hides once the page has scrolled down past 100 px. */
const HIDE_AFTER_PX = 100;

/**
 * Phone bottom bar (under 768 px). It slides away while scrolling down and comes back on any
 * scroll up; a transform moves it, so nothing else on the page shifts.
 */
export function BottomBar({ signedIn }: { signedIn: boolean }) {
  const [hidden, setHidden] = useState(false);
  // 'Profile' is the account page once signed in, the sign-in page before.
  const items = [...ITEMS, { ...PROFILE, to: signedIn ? "/profile" : "/auth" }];

  useEffect(() => {
    let lastY = window.scrollY;
    let frame = 0;
    function update() {
      frame = 0;
      const y = window.scrollY;
      if (y > lastY && y > HIDE_AFTER_PX) setHidden(true);
      else if (y < lastY) setHidden(false);
      lastY = y;
    }
    function onScroll() {
      if (!frame) frame = requestAnimationFrame(update);
    }
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <nav
      aria-label="Quick links"
      data-hidden={hidden}
      className={`fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur transition-transform duration-200 md:hidden ${hidden ? "translate-y-full" : "translate-y-0"}`}
    >
      <ul className="grid h-16 grid-cols-5">
        {items.map(({ to, label, Icon }) => (
          <li key={to}>
            <SiteNavLink
              to={to}
              tabIndex={hidden ? -1 : undefined}
              className={(active) => `flex h-full flex-col items-center justify-center gap-1 text-xs font-medium ${active ? "text-brand-700" : "text-slate-600"}`}
            >
              <Icon aria-hidden="true" className="size-5" />
              {label}
            </SiteNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

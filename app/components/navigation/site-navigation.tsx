/**
 * Navigating without subscribing to the router. React Router's Link and useNavigate read the
 * route context, which the router renews on every state change, so each of their users renders
 * again twice per applied filter (loading, then loaded): with 48 result cards, a footer and
 * the header search that was most of a filter click's work. Here the site's navigate function
 * is handed down once through a context of our own, whose value never changes.
 */
import { createContext, useContext, useEffect, type AnchorHTMLAttributes, type ReactNode } from "react";
import { useLocation, useNavigate, type NavigateFunction } from "react-router";
import { isCurrentPath } from "~/lib/current-path";

/** Marks the anchors whose clicks the provider turns into client-side navigations. */
const PLAIN_LINK_ATTRIBUTE = "data-plain-link";
/** Their navigation options, as attributes the click listener reads. */
const REPLACE_ATTRIBUTE = "data-replace";
const KEEP_SCROLL_ATTRIBUTE = "data-keep-scroll";

const NavigateContext = createContext<NavigateFunction | null>(null);

/** A click the browser should handle itself: new tab or window, download, another button. */
function isModifiedClick(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}

/**
 * Set once around the whole page, in the root layout: provides useSiteNavigate and listens
 * for clicks on PlainLinks (one listener on the document instead of a handler per link).
 */
export function SiteNavigationProvider({ children }: { children: ReactNode }) {
  // The router's navigate function keeps its identity for the life of the page.
  const navigate = useNavigate();
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || isModifiedClick(event) || !(event.target instanceof Element)) return;
      const anchor = event.target.closest<HTMLAnchorElement>(`a[${PLAIN_LINK_ATTRIBUTE}]`);
      if (!anchor || (anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      void navigate(url.pathname + url.search + url.hash, {
        replace: anchor.hasAttribute(REPLACE_ATTRIBUTE),
        preventScrollReset: anchor.hasAttribute(KEEP_SCROLL_ATTRIBUTE),
      });
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
  return <NavigateContext.Provider value={navigate}>{children}</NavigateContext.Provider>;
}

/** The router's navigate, for components that must not render again on every router state change. */
export function useSiteNavigate(): NavigateFunction {
  const navigate = useContext(NavigateContext);
  if (!navigate) throw new Error("useSiteNavigate needs the SiteNavigationProvider of the root layout");
  return navigate;
}

interface PlainLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** A path on this site: absolute, or a query string ("?page=2") for the current page. */
  to: string;
  /** Replace the current history entry instead of adding one (a view switch, say). */
  replace?: boolean;
  /** Keep the scroll position (a filter or view change on the same page). */
  preventScrollReset?: boolean;
}

/**
 * A link to a page of this site whose target the caller works out (listing cards, the footer,
 * result pages and chips): a plain anchor, so it works before hydration and costs nothing
 * when the router's state changes; the provider makes its clicks client-side navigations.
 */
export function PlainLink({ to, replace, preventScrollReset, ...rest }: PlainLinkProps) {
  const options = {
    [PLAIN_LINK_ATTRIBUTE]: "",
    ...(replace && { [REPLACE_ATTRIBUTE]: "" }),
    ...(preventScrollReset && { [KEEP_SCROLL_ATTRIBUTE]: "" }),
  };
  return <a href={to} {...options} {...rest} />;
}

interface SiteNavLinkProps extends Omit<PlainLinkProps, "className"> {
  className: (isActive: boolean) => string;
}

/**
 * A navigation-bar link marked as the current page (aria-current) while on it. It reads only
 * the location, which changes once a navigation completes, unlike React Router's NavLink,
 * which also renders again when a navigation starts.
 */
export function SiteNavLink({ to, className, ...rest }: SiteNavLinkProps) {
  const active = isCurrentPath(useLocation().pathname, to);
  return <PlainLink to={to} aria-current={active ? "page" : undefined} className={className(active)} {...rest} />;
}

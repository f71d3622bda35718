/**
 * schema.org JSON-LD for search engines, rendered by StructuredData (with the CSP nonce):
 * the organisation and site search on the home page, the cards of a result page as an
 * ItemList, and breadcrumbs on car and guide pages. Only facts the page itself shows.
 */
import { absoluteUrl, SITE_NAME } from "./page-meta";

const CONTEXT = "https://schema.org";

/** Organization and WebSite (with its search box) in one graph, for the home page. */
export function homeStructuredData(origin: string) {
  const home = absoluteUrl(origin, "/");
  return {
    "@context": CONTEXT,
    "@graph": [
      { "@type": "Organization", "@id": `${home}#organization`, name: SITE_NAME, url: home, logo: absoluteUrl(origin, "/favicon.svg") },
      {
        "@type": "WebSite",
        "@id": `${home}#website`,
        name: SITE_NAME,
        url: home,
        publisher: { "@id": `${home}#organization` },
        potentialAction: {
          "@type": "SearchAction",
          target: { "@type": "EntryPoint", urlTemplate: `${absoluteUrl(origin, "/search")}?q={search_term_string}` },
          "query-input": "required name=search_term_string",
        },
      },
    ],
  };
}

/** The cards of a result page, in the order shown; positions count on from earlier pages. */
export function itemListStructuredData(origin: string, items: { name: string; path: string }[], firstPosition = 1) {
  return {
    "@context": CONTEXT,
    "@type": "ItemList",
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: firstPosition + i,
      name: item.name,
      url: absoluteUrl(origin, item.path),
    })),
  };
}

/** Home > … > the page; the last crumb is the page itself. */
export function breadcrumbStructuredData(origin: string, crumbs: { name: string; path: string }[]) {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({ "@type": "ListItem", position: i + 1, name: c.name, item: absoluteUrl(origin, c.path) })),
  };
}

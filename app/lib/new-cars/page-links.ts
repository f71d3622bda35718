/** The shapes the research pages hand their components: links to catalogue pages, and the 404's. */

export interface PageLink {
  name: string;
  path: string;
  exShowroom?: number | null;
}

/** The 404 page: what was not found, and where to go instead. */
export interface CatalogueNotFound {
  kind: "not-found";
  heading: string;
  intro: string;
  linksHeading: string;
  links: PageLink[];
  back: PageLink;
}

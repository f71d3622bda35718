/** The shell's link lists (spec section 2, "Header and navigation"), shared by header, menu and footer. */
export interface SiteLink {
  to: string;
  label: string;
}

export const MAIN_NAV: SiteLink[] = [
  { to: "/", label: "Home" },
  { to: "/new-cars", label: "New Cars" },
  { to: "/used-cars", label: "Used Cars" },
  { to: "/compare", label: "Compare" },
  { to: "/sell", label: "Sell" },
  { to: "/blog", label: "Blog" },
  { to: "/news", label: "News" },
];

export const FOOTER_GROUPS: { heading: string; links: SiteLink[] }[] = [
  {
    heading: "Find a car",
    links: [
      { to: "/", label: "Home" },
      { to: "/search", label: "Search cars" },
      { to: "/compare", label: "Compare cars" },
    ],
  },
  {
    heading: "Read",
    links: [
      { to: "/news", label: "News" },
      { to: "/blog", label: "Blog" },
      { to: "/guides", label: "Buying guides" },
      { to: "/history", label: "Car history" },
      { to: "/trends", label: "Market trends" },
    ],
  },
  {
    heading: "Help",
    links: [
      { to: "/help", label: "Help centre" },
      { to: "/contact", label: "Contact us" },
      { to: "/about", label: "About CarSaathi" },
    ],
  },
  {
    heading: "Legal",
    links: [
      { to: "/privacy", label: "Privacy policy" },
      { to: "/terms", label: "Terms of use" },
    ],
  },
];

/**
 * The user menu's links (spec: Profile, Saved Cars, Recent Searches, My Cars, Settings). "My
 * Cars" and the nav's "Dashboard" open the seller pages (/seller); they are left out until
 * those pages exist, so no link leads to a 404.
 */
export const ACCOUNT_LINKS = [
  { to: "/profile", label: "Profile" },
  { to: "/saved-listings", label: "Saved Cars" },
  { to: "/saved-listings?tab=recent", label: "Recent Searches" },
  { to: "/settings", label: "Settings" },
] as const;

/** The user menu's links (spec: Profile, Saved Cars, Recent Searches, My Cars, Settings). */
export const ACCOUNT_LINKS = [
  { to: "/profile", label: "Profile" },
  { to: "/saved-listings", label: "Saved Cars" },
  { to: "/saved-listings?tab=recent", label: "Recent Searches" },
  { to: "/seller", label: "My Cars" },
  { to: "/settings", label: "Settings" },
] as const;

/** Shown in the main navigation once signed in. */
export const DASHBOARD_LINK = { to: "/seller", label: "Dashboard" };

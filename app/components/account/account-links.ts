/**
 * The user menu's links (spec: Profile, Saved Cars, Recent Searches, My Cars, Settings, plus
 * Messages for chats with sellers and buyers, and Saved Searches). "My Cars" opens the seller dashboard.
 */
export const ACCOUNT_LINKS = [
  { to: "/profile", label: "Profile" },
  { to: "/saved-listings", label: "Saved Cars" },
  { to: "/saved-searches", label: "Saved Searches" },
  { to: "/saved-listings?tab=recent", label: "Recent Searches" },
  { to: "/messages", label: "Messages" },
  { to: "/seller", label: "My Cars" },
  { to: "/settings", label: "Settings" },
] as const;

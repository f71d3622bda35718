import { UserRound } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { UserMenuButton, type User } from "./user-menu-button";

// Radix's menu (~15 KB gzip) is fetched only when a signed-in visitor's header renders.
const UserMenuDropdown = lazy(() => import("./user-menu-dropdown"));

/** The header's account menu for a signed-in user: who they are, their pages, Log out. */
export function UserMenu({ user }: { user: User }) {
  return (
    <Suspense fallback={<UserMenuButton user={user} disabled />}>
      <UserMenuDropdown user={user} />
    </Suspense>
  );
}

export function SignInLink() {
  return (
    <Link
      to="/auth"
      className="inline-flex h-10 items-center gap-2 rounded-full bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-600 sm:px-4"
    >
      <UserRound aria-hidden="true" className="size-4" />
      <span className="sr-only sm:not-sr-only">Login/Register</span>
    </Link>
  );
}

import { ChevronDown, UserRound } from "lucide-react";
import { forwardRef, lazy, Suspense, type ComponentPropsWithoutRef } from "react";
import { Link } from "react-router";
import type { AccountData } from "./use-account";

export type User = NonNullable<AccountData["user"]>;

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

/** The menu's trigger: initials and first name (Radix passes its props and ref through). */
export const UserMenuButton = forwardRef<HTMLButtonElement, { user: User } & ComponentPropsWithoutRef<"button">>(function UserMenuButton(
  { user, ...props },
  ref,
) {
  const firstName = user.name.split(" ")[0];
  return (
    <button
      ref={ref}
      type="button"
      aria-label={`Account menu for ${user.name}`}
      className="inline-flex h-10 items-center gap-1.5 rounded-full border border-slate-200 bg-white px-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 sm:px-3"
      {...props}
    >
      <span aria-hidden="true" className="inline-flex size-7 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white">
        {initials(user.name)}
      </span>
      <span className="hidden max-w-28 truncate sm:inline">{firstName}</span>
      <ChevronDown aria-hidden="true" className="hidden size-4 sm:inline" />
    </button>
  );
});

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

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")).toUpperCase();
}

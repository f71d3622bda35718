import { ChevronDown } from "lucide-react";
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import type { AccountData } from "./use-account";

export type User = NonNullable<AccountData["user"]>;

/**
 * The account menu's trigger: initials and first name. Its own module so the header can draw
 * it before the lazily loaded menu arrives (Radix passes its props and ref through).
 */
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

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")).toUpperCase();
}

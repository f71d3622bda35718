import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown, LogOut, UserRound } from "lucide-react";
import { Link, useSubmit } from "react-router";
import type { AccountData } from "./use-account";
import { ACCOUNT_LINKS } from "./account-links";

type User = NonNullable<AccountData["user"]>;

const ITEM =
  "flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700";

/** The header's account menu for a signed-in user: who they are, their pages, Log out. */
export function UserMenu({ user }: { user: User }) {
  const submit = useSubmit();
  const firstName = user.name.split(" ")[0];
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          aria-label={`Account menu for ${user.name}`}
          className="inline-flex h-10 items-center gap-1.5 rounded-full border border-slate-200 bg-white px-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 sm:px-3"
        >
          <span aria-hidden="true" className="inline-flex size-7 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white">
            {initials(user.name)}
          </span>
          <span className="hidden max-w-28 truncate sm:inline">{firstName}</span>
          <ChevronDown aria-hidden="true" className="hidden size-4 sm:inline" />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 w-64 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg">
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block truncate font-semibold text-slate-900">{user.name}</span>
            <span className="block truncate text-sm text-slate-600">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          {ACCOUNT_LINKS.map((link) => (
            <DropdownMenu.Item key={link.to} asChild className={ITEM}>
              <Link to={link.to}>{link.label}</Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={ITEM} onSelect={() => submit(null, { method: "post", action: "/logout" })}>
            <LogOut aria-hidden="true" className="size-4" />
            Log out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
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

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")).toUpperCase();
}

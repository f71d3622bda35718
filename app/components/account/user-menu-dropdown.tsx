import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { LogOut } from "lucide-react";
import { Link, useSubmit } from "react-router";
import { ACCOUNT_LINKS } from "./account-links";
import { UserMenuButton, type User } from "./user-menu-button";

const ITEM =
  "flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700";

/** The account menu itself (Radix), loaded only for signed-in visitors; see user-menu.tsx. */
export default function UserMenuDropdown({ user }: { user: User }) {
  const submit = useSubmit();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <UserMenuButton user={user} />
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

import * as Dialog from "@radix-ui/react-dialog";
import { Command } from "cmdk";
import { Car, MapPin, Newspaper, PenLine, Search, Tag, Zap, Gem } from "lucide-react";
import { useNavigate } from "react-router";

// The palette's fixed entries (spec section 2, "Home": command palette).
const GROUPS = [
  {
    heading: "Popular Searches",
    items: [
      { label: "SUVs", to: "/search?q=suv", Icon: Car },
      { label: "Electric Cars", to: "/search?q=electric", Icon: Zap },
      { label: "Luxury Vehicles", to: "/search?q=luxury", Icon: Gem },
    ],
  },
  {
    heading: "Categories",
    items: [
      { label: "News", to: "/news", Icon: Newspaper },
      { label: "Blog", to: "/blog", Icon: PenLine },
      { label: "Sell Your Car", to: "/sell", Icon: Tag },
    ],
  },
  {
    heading: "Locations",
    items: ["Mumbai", "Delhi", "Bangalore"].map((city) => ({
      label: city,
      to: `/search?${new URLSearchParams({ city })}`,
      Icon: MapPin,
    })),
  },
];

/** Loaded on first use (React.lazy) so cmdk stays out of the first page load. */
export default function CommandPalette({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-[12vh] left-1/2 z-50 w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 overflow-hidden rounded-2xl bg-white shadow-2xl"
        >
          <Dialog.Title className="sr-only">Quick search</Dialog.Title>
          <Command label="Quick search" className="flex flex-col">
            <div className="flex items-center gap-2 border-b border-slate-200 px-4">
              <Search aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              <Command.Input
                placeholder="Search for cars, models, features..."
                className="h-12 w-full bg-transparent text-base outline-none placeholder:text-slate-500"
              />
            </div>
            <Command.List className="max-h-80 overflow-y-auto p-2">
              <Command.Empty className="px-3 py-6 text-center text-sm text-slate-600">No results found.</Command.Empty>
              {GROUPS.map((group) => (
                <Command.Group
                  key={group.heading}
                  heading={group.heading}
                  className="[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-slate-600"
                >
                  {group.items.map(({ label, to, Icon }) => (
                    <Command.Item
                      key={to}
                      value={`${group.heading} ${label}`}
                      onSelect={() => {
                        onOpenChange(false);
                        navigate(to);
                      }}
                      className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-800 data-[selected=true]:bg-brand-50 data-[selected=true]:text-brand-900"
                    >
                      <Icon aria-hidden="true" className="size-4 text-slate-500" />
                      {label}
                    </Command.Item>
                  ))}
                </Command.Group>
              ))}
            </Command.List>
          </Command>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

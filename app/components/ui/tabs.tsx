/**
 * Why: tabbed views (the comparison, a seller's listings by status) on Radix Tabs, so arrow keys,
 * Home/End and the tab/tabpanel roles work the same everywhere; styled as a segmented control.
 */
import * as RadixTabs from "@radix-ui/react-tabs";
import type { ReactNode } from "react";

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  /** Extra trigger classes, e.g. "hidden md:inline-block" for a view that suits wide screens only. */
  triggerClassName?: string;
}

interface TabsProps {
  /** Names the tab list for screen readers. */
  label: string;
  items: TabItem[];
  /** Controlled value; or `defaultValue` (the first tab if neither is given). */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
  /** Replaces the tab list's layout ("inline-flex"), e.g. a grid so long labels wrap on a phone. */
  listLayout?: string;
  /** True while the content is being replaced (announced to screen readers). */
  busy?: boolean;
}

const TRIGGER =
  "rounded-md px-4 py-2 text-sm font-semibold text-slate-700 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm";

export function Tabs({ label, items, value, defaultValue, onValueChange, className, listLayout = "inline-flex", busy }: TabsProps) {
  return (
    <RadixTabs.Root
      value={value}
      defaultValue={value === undefined ? (defaultValue ?? items[0]?.value) : undefined}
      onValueChange={onValueChange}
      className={className}
      aria-busy={busy}
    >
      <RadixTabs.List aria-label={label} className={`${listLayout} gap-1 rounded-lg bg-slate-100 p-1`}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} className={item.triggerClassName ? `${TRIGGER} ${item.triggerClassName}` : TRIGGER}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className="mt-4">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}

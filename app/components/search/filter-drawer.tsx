import * as Dialog from "@radix-ui/react-dialog";
import { SlidersHorizontal, X } from "lucide-react";
import type { ReactNode } from "react";
import { groupIndian } from "~/lib/format-inr";

/** Small screens: the filter panel slides in from the left, opened by a 'Filters' button. */
export function FilterDrawer({ activeCount, total, children }: { activeCount: number; total: number; children: ReactNode }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className="inline-flex h-10 shrink-0 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 lg:hidden">
        <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
        Filters
        {activeCount > 0 && (
          <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white" aria-label={`${activeCount} active`}>
            {activeCount}
          </span>
        )}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[88%] max-w-sm flex-col bg-slate-50 shadow-xl focus:outline-none"
        >
          <div className="flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3">
            <Dialog.Title className="text-lg font-bold">Filter cars</Dialog.Title>
            <Dialog.Close className="rounded-md p-2 text-slate-700 hover:bg-slate-100" aria-label="Close filters">
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto p-3">{children}</div>
          <div className="border-t border-slate-200 bg-white p-3">
            <Dialog.Close className="h-11 w-full rounded-lg bg-brand-700 text-sm font-semibold text-white hover:bg-brand-600">
              Show {groupIndian(total)} cars
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

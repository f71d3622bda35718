import * as Dialog from "@radix-ui/react-dialog";
import { SlidersHorizontal, X } from "lucide-react";
import { useState, type ReactNode } from "react";

/** Phones: the sidebar becomes a sheet from the left; filters apply as they change, Apply closes it. */
export function MobileFilterSheet({ activeCount, onReset, children }: { activeCount: number; onReset: () => void; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold lg:hidden">
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        Filters
        {activeCount > 0 && (
          <span className="rounded-full bg-brand-600 px-2 text-xs text-white">
            {activeCount}
            <span className="sr-only"> active</span>
          </span>
        )}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-[88%] max-w-sm flex-col bg-white shadow-xl" aria-describedby={undefined}>
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <Dialog.Title className="text-lg font-bold">Filters</Dialog.Title>
            <Dialog.Close className="rounded p-1 hover:bg-slate-100" aria-label="Close filters">
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-4">{children}</div>
          <div className="flex gap-3 border-t border-slate-200 p-4">
            <button type="button" onClick={onReset} className="flex-1 rounded-lg border border-slate-300 py-2.5 text-sm font-semibold">
              Reset
            </button>
            <Dialog.Close className="flex-1 rounded-lg bg-brand-600 py-2.5 text-sm font-semibold text-white hover:bg-brand-700">
              Apply
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode } from "react";

const SIDE_CLASSES = {
  left: "inset-y-0 left-0 h-full w-[85vw] max-w-sm data-[state=open]:animate-[sheet-in-left_200ms_ease-out]",
  right: "inset-y-0 right-0 h-full w-[85vw] max-w-sm data-[state=open]:animate-[sheet-in-right_200ms_ease-out]",
  bottom: "inset-x-0 bottom-0 max-h-[85vh] rounded-t-2xl data-[state=open]:animate-[sheet-in-bottom_200ms_ease-out]",
} as const;

interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side?: keyof typeof SIDE_CLASSES;
  title: string;
  /** The button that opens the sheet; focus goes back to it on close. */
  trigger: ReactNode;
  /** Read out by screen readers when the sheet opens. */
  description?: string;
  children: ReactNode;
}

/**
 * A drawer on top of Radix Dialog: focus is trapped inside, Escape and the overlay close it,
 * and focus returns to the trigger.
 */
export function Sheet({ open, onOpenChange, side = "left", title, trigger, description, children }: SheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          className={`fixed z-50 flex flex-col overflow-y-auto bg-white shadow-xl ${SIDE_CLASSES[side]}`}
          // Radix wires the description itself; without one it must be told there is none.
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className="inline-flex size-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {description && <Dialog.Description className="sr-only">{description}</Dialog.Description>}
          <div className="flex-1 p-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

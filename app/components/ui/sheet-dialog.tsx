/**
 * The drawer (or centred dialog) itself, on Radix Dialog: focus is trapped inside, Escape and the overlay close it,
 * and focus goes back to the element that opened it. Loaded on first use (see sheet.tsx).
 */
import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode, RefObject } from "react";

const SIDE_CLASSES = {
  left: "inset-y-0 left-0 h-full w-[88vw] max-w-sm data-[state=open]:animate-[sheet-in-left_200ms_ease-out]",
  right: "inset-y-0 right-0 h-full w-[88vw] max-w-sm data-[state=open]:animate-[sheet-in-right_200ms_ease-out]",
  bottom: "inset-x-0 bottom-0 max-h-[85vh] rounded-t-2xl data-[state=open]:animate-[sheet-in-bottom_200ms_ease-out]",
  /** A centred modal (ui/dialog.tsx). */
  center: "top-1/2 left-1/2 max-h-[85vh] w-[92vw] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-2xl",
} as const;

export type SheetSide = keyof typeof SIDE_CLASSES;

export interface SheetDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side: SheetSide;
  title: string;
  closeLabel: string;
  /** Without a Radix trigger, Radix would drop focus on close: it goes back here instead. */
  returnFocusTo: RefObject<HTMLElement | null>;
  description?: string;
  footer?: ReactNode;
  children: ReactNode;
}

export default function SheetDialog({ open, onOpenChange, side, title, closeLabel, returnFocusTo, description, footer, children }: SheetDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          className={`fixed z-50 flex flex-col bg-white shadow-xl focus:outline-none ${SIDE_CLASSES[side]}`}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          // Radix wires the description itself; without one it must be told there is none.
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={closeLabel}
              className="inline-flex size-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {description && <Dialog.Description className="sr-only">{description}</Dialog.Description>}
          <div className="flex-1 overflow-y-auto p-4">{children}</div>
          {footer && <div className="border-t border-slate-200 bg-white p-4">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

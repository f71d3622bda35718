/**
 * A drawer opened by a trigger button. The dialog code (Radix, ~13 KB gzip) is only fetched
 * when a visitor is about to open a drawer (pointer over or focus on the trigger, or the click
 * itself), so pages do not send it before the first interaction.
 */
import { cloneElement, lazy, Suspense, useRef, useState, type ReactElement, type ReactNode, type Ref } from "react";
import type { SheetSide } from "./sheet-dialog";

const loadDialog = () => import("./sheet-dialog");
const SheetDialog = lazy(loadDialog);

type TriggerProps = {
  ref?: Ref<HTMLElement>;
  onClick?: (event: React.MouseEvent) => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  "aria-haspopup"?: "dialog";
  "aria-expanded"?: boolean;
};

export interface SheetProps {
  /** Controlled open state; leave both out for a sheet that manages itself. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  side?: SheetSide;
  title: string;
  /** The button that opens the sheet; focus goes back to it on close. */
  trigger: ReactElement<TriggerProps>;
  closeLabel?: string;
  /** Read out by screen readers when the sheet opens. */
  description?: string;
  /** Pinned under the scrolling content; gets a function that closes the sheet. */
  footer?: (close: () => void) => ReactNode;
  children: ReactNode;
}

export function Sheet({ open: controlledOpen, onOpenChange, side = "left", title, trigger, closeLabel = "Close", description, footer, children }: SheetProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (controlledOpen === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  const triggerRef = useRef<HTMLElement>(null);
  const preload = () => void loadDialog();
  return (
    <>
      {cloneElement(trigger, {
        ref: triggerRef,
        "aria-haspopup": "dialog",
        "aria-expanded": open,
        onPointerEnter: preload,
        onFocus: preload,
        onClick: (event: React.MouseEvent) => {
          trigger.props.onClick?.(event);
          setOpen(true);
        },
      })}
      {open && (
        <Suspense fallback={null}>
          <SheetDialog
            open
            onOpenChange={setOpen}
            side={side}
            title={title}
            closeLabel={closeLabel}
            returnFocusTo={triggerRef}
            description={description}
            footer={footer?.(() => setOpen(false))}
          >
            {children}
          </SheetDialog>
        </Suspense>
      )}
    </>
  );
}

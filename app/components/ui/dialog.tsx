/**
 * Why: a centred modal (confirmations, the seller's listing form) that traps focus, closes on
 * Escape and returns focus to its trigger. It is the Sheet on its "center" side, so Radix is
 * still fetched only when a visitor is about to open it.
 */
import { Sheet, type SheetProps } from "./sheet";

export type DialogProps = Omit<SheetProps, "side">;

export function Dialog(props: DialogProps) {
  return <Sheet {...props} side="center" />;
}

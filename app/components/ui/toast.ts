/**
 * `toast.success("Saved")` from anywhere. Sonner itself (~9 KB gzip) is fetched with the first
 * toast, not with every page; a toast raised before the Toaster has mounted is shown when it
 * mounts (Sonner replays active toasts to a new Toaster).
 */
import type * as Sonner from "sonner";
import type { ExternalToast } from "sonner";

type Kind = "message" | "success" | "error" | "info" | "warning";
type Show = (message: string, data?: ExternalToast) => void;

let sonner: Promise<typeof Sonner> | undefined;
const listeners = new Set<() => void>();

export function loadSonner() {
  sonner ??= import("sonner");
  listeners.forEach((listener) => listener());
  return sonner;
}

/** The Toaster slot mounts Sonner's Toaster once someone has asked for a toast. */
export function onToastRequested(listener: () => void): () => void {
  if (sonner) listener();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Spec section 9: successes last 2 s, every other toast 4 s (errors too); an explicit duration
 * wins. Set on each call, not by patching Sonner in the lazily loaded Toaster: the first toast
 * of a page can be raised before that module has run, and it lasted 4 s instead of 2.
 */
export const TOAST_MS: Record<Kind, number> = { message: 4000, success: 2000, error: 4000, info: 4000, warning: 4000 };

const show =
  (kind: Kind): Show =>
  (message, data) =>
    void loadSonner().then(({ toast: sonnerToast }) => sonnerToast[kind](message, { duration: TOAST_MS[kind], ...data }));

export const toast = Object.assign(show("message"), {
  success: show("success"),
  error: show("error"),
  info: show("info"),
  warning: show("warning"),
  dismiss: (id?: string | number) => void loadSonner().then(({ toast: sonnerToast }) => sonnerToast.dismiss(id)),
});

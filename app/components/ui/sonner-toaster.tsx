import { toast, Toaster } from "sonner";

/** Spec section 9: toasts last 4 s (errors too), successes 2 s, loading until replaced. */
const DEFAULT_MS = 4000;
const SUCCESS_MS = 2000;

// Sonner has one duration for all types and keeps loading toasts until they are replaced.
// Success gets its shorter default here, once, so every `toast.success(...)` in the app
// follows the spec without each caller repeating it; an explicit duration still wins.
const success = toast.success;
toast.success = (message, data) => success(message, { duration: SUCCESS_MS, ...data });

export default function SonnerToaster() {
  return <Toaster position="bottom-right" duration={DEFAULT_MS} visibleToasts={20} closeButton richColors />;
}

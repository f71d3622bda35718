import { Command as CommandIcon } from "lucide-react";
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";

const loadPalette = () => import("./command-palette");
const CommandPalette = lazy(loadPalette);
const noSubscription = () => () => {};

/**
 * Opens the command palette with Ctrl/Cmd+K anywhere, or with this button (touch users and
 * anyone who doesn't know the shortcut). The palette's code loads on first use.
 */
export function CommandPaletteButton() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  // The server can't know the keyboard; it renders "Ctrl K" and the browser corrects it.
  const isMac = useSyncExternalStore(noSubscription, () => /Mac|iPhone|iPad/.test(navigator.platform), () => false);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.altKey) {
        event.preventDefault();
        setRequested(true);
        setOpen((o) => !o);
      }
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  const shortcut = isMac ? "⌘K" : "Ctrl K";
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onPointerEnter={loadPalette}
        onFocus={loadPalette}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className="inline-flex h-10 items-center gap-2 rounded-full border border-slate-300 px-3 text-sm text-slate-700 hover:bg-slate-100"
      >
        <CommandIcon aria-hidden="true" className="size-4" />
        <span className="sr-only sm:not-sr-only">Quick search</span>
        <kbd className="hidden rounded border border-slate-300 bg-slate-50 px-1.5 font-sans text-xs text-slate-600 lg:inline">
          {shortcut}
        </kbd>
      </button>
      {requested && (
        <Suspense fallback={null}>
          <CommandPalette open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

import type { ComponentType } from "react";

/**
 * A component whose code the browser fetches only when its part of the page hydrates
 * (`HydrateLater` with `load={X.preload}` waits for it), so it is not among the scripts a page
 * needs before it is interactive. The server must render it at once: the module that makes one
 * awaits `preload()` at its top level on the server (`if (import.meta.env.SSR) await ...`).
 * Not React's `lazy`: the server would suspend on it and stream the part as hidden HTML, and
 * the browser would suspend once more after the code had arrived.
 */
export type LaterComponent<P> = ComponentType<P> & { preload: () => Promise<void> };

/** Thrown once a download has failed: the part stays suspended, so it stays the server's HTML. */
const NEVER = new Promise<void>(() => {});

export function loadedLater<P extends object>(load: () => Promise<ComponentType<P>>): LaterComponent<P> {
  let Loaded: ComponentType<P> | undefined;
  let failed = false;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => void (Loaded = component),
      (error: unknown) => {
        failed = true;
        throw error;
      },
    ));
  function Later(props: P) {
    if (Loaded) return <Loaded {...props} />;
    // Preact renders a suspended part again when its promise settles, even rejected, and a
    // browser keeps a failed module's failure: asking again would loop. After a failed download
    // (a phone dropping off 4G) the part stays the server's HTML, its links and forms working,
    // until the next page load.
    throw failed ? NEVER : preload();
  }
  return Object.assign(Later, { preload });
}

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

export function loadedLater<P extends object>(load: () => Promise<ComponentType<P>>): LaterComponent<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => void (Loaded = component),
      (error: unknown) => {
        loading = undefined; // a dropped connection: the next render asks again
        throw error;
      },
    ));
  function Later(props: P) {
    if (!Loaded) throw preload();
    return <Loaded {...props} />;
  }
  return Object.assign(Later, { preload });
}

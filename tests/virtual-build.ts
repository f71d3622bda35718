/**
 * A React Router server build made in a test, without `react-router build`: the entry, the
 * route modules and the asset manifest the test chooses, the rest as React Router expects.
 */
import type { ServerBuild } from "react-router";

export function virtualBuild(parts: { entry: unknown; routes: Record<string, unknown>; manifest?: Record<string, unknown> }): ServerBuild {
  return {
    entry: { module: parts.entry },
    routes: parts.routes,
    assets: { entry: { imports: [], module: "/assets/entry.js" }, routes: parts.manifest ?? {}, url: "/assets/manifest.js", version: "test" },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

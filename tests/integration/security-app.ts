/**
 * The whole HTTP stack in-process for the security tests: the Express host (server/app.ts,
 * with the edge input guard) over a server build assembled from app/routes.ts and the real
 * route modules and entry.server (whose `host` the Express host takes, as in production),
 * listening on an ephemeral port. No `npm run build` needed, and every route of the table is
 * there (the security suite expands them all).
 */
import type { AddressInfo } from "node:net";
import {
  UNSAFE_withComponentProps as withComponentProps,
  UNSAFE_withErrorBoundaryProps as withErrorBoundaryProps,
  UNSAFE_withHydrateFallbackProps as withHydrateFallbackProps,
  type ServerBuild,
} from "react-router";
import routeConfig from "../../app/routes";
import * as entry from "../../app/entry.server";
import * as root from "../../app/root";
import { createApp } from "../../server/app";
import { hostOf } from "../../server/host";
import { virtualBuild } from "../virtual-build";

interface ConfigEntry {
  id?: string;
  file: string;
  path?: string;
  index?: boolean;
}

const modules = import.meta.glob("../../app/routes/**/*.{ts,tsx}");

/** Route id as React Router names it: the file under app/ without its extension, unless given. */
export function routeIdOf(entry: ConfigEntry): string {
  return entry.id ?? entry.file.replace(/\.tsx?$/, "");
}

export const routeTable = routeConfig as ConfigEntry[];

type Component = Parameters<typeof withComponentProps>[0];

/** What React Router's Vite plugin does to a route module: components receive loaderData, params... */
function withProps(module: Record<string, unknown>): Record<string, unknown> {
  const { default: page, ErrorBoundary, HydrateFallback } = module as Record<string, Component | undefined>;
  return {
    ...module,
    ...(page && { default: withComponentProps(page) }),
    ...(ErrorBoundary && { ErrorBoundary: withErrorBoundaryProps(ErrorBoundary as never) }),
    ...(HydrateFallback && { HydrateFallback: withHydrateFallbackProps(HydrateFallback as never) }),
  };
}

async function assembleBuild(): Promise<ServerBuild> {
  const rootModule = withProps(root);
  const routes: ServerBuild["routes"] = { root: { id: "root", path: "", module: rootModule } as never };
  const manifest: Record<string, unknown> = { root: manifestEntry("root", undefined, "", false, rootModule) };
  for (const config of routeTable) {
    const id = routeIdOf(config);
    const load = modules[`../../app/${config.file}`];
    if (!load) throw new Error(`no module for ${config.file}`);
    const module = withProps((await load()) as Record<string, unknown>);
    routes[id] = { id, parentId: "root", path: config.path, index: config.index, module } as never;
    manifest[id] = manifestEntry(id, "root", config.path, config.index, module);
  }
  return virtualBuild({ entry, routes, manifest });
}

function manifestEntry(id: string, parentId: string | undefined, path: string | undefined, index: boolean | undefined, module: Record<string, unknown>) {
  return {
    id,
    parentId,
    path,
    index,
    module: `/assets/${id}.js`,
    imports: [],
    css: [],
    hasAction: Boolean(module.action),
    hasLoader: Boolean(module.loader),
    hasClientAction: Boolean(module.clientAction),
    hasClientLoader: Boolean(module.clientLoader),
    hasClientMiddleware: false,
    hasErrorBoundary: Boolean(module.ErrorBoundary),
  };
}

/** Starts the host on a free port; `close` stops it. `pageCacheMs`: turn the page cache on. */
export async function startTestServer(options: { pageCacheMs?: number } = {}): Promise<{ origin: string; close: () => Promise<void> }> {
  const build = await assembleBuild();
  const app = createApp({ mode: "production", readiness: { ready: true, phase: "Ready" }, build, host: hostOf(build), ...options });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The app as the host sees it: the `host` object of app/.server/host.ts, read from the server
 * build's entry module (app/entry.server.tsx re-exports it). The host imports only types from
 * app/, so the build is the one copy of the app's server code in the process (decision 023);
 * tests/integration/host-bundle.test.ts and scripts/build-server.mjs refuse a host bundle
 * holding any module of app/.
 */
import type { ServerBuild } from "react-router";
import type { Host } from "../app/.server/host";

export type { Database, DbHandle, Host } from "../app/.server/host";

/** The build's `host`; a build without one (an entry.server.tsx that lost the export) stops the start. */
export function hostOf(build: ServerBuild): Host {
  const host = (build.entry.module as { host?: Host }).host;
  if (!host) throw new Error("The server build's entry module exports no `host` (app/entry.server.tsx re-exports app/.server/host.ts)");
  return host;
}

#!/usr/bin/env node
// The production entry (server/main.ts) as one plain JavaScript file, build/server/main.js,
// run by `node` alone (decision 016). Run under tsx from source, the server kept each module's
// transpiled text and inline source map and a second copy of the React Router bundle with its
// source map: ~30 MB of heap at every size. Packages stay external (node_modules is there at
// run time).
//
// The host takes the app from the React Router build at run time (decision 023): a module of
// app/ in this bundle would be evaluated a second time beside the build's copy, with state of
// its own, so such a bundle is refused.
import { rmSync } from "node:fs";
import { build } from "esbuild";

const OUTFILE = "build/server/main.js";

const result = await build({
  entryPoints: ["server/main.ts"],
  outfile: OUTFILE,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  // A linked map costs nothing unless the server runs with --enable-source-maps.
  sourcemap: "linked",
  metafile: true,
  logLevel: "warning",
});

const fromApp = Object.keys(result.metafile.inputs).filter((input) => input.startsWith("app/"));
if (fromApp.length > 0) {
  rmSync(OUTFILE, { force: true });
  rmSync(`${OUTFILE}.map`, { force: true });
  console.error(
    `build-server: server/ imports ${fromApp.length} module(s) of app/ (${fromApp.slice(0, 5).join(", ")}${fromApp.length > 5 ? ", ..." : ""}).\n` +
      "The host must take them from the server build (app/.server/host.ts, decision 023); import only types from app/.",
  );
  process.exit(1);
}

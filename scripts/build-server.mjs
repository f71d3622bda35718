#!/usr/bin/env node
// The production entry (server/main.ts and what it imports from app/.server) as one plain
// JavaScript file, build/server/main.js, run by `node` alone (decision 016). Run under tsx
// from source, the server kept each module's transpiled text and inline source map and a
// second copy of the React Router bundle with its source map: ~30 MB of heap at every size.
// Packages stay external (node_modules is there at run time).
import { build } from "esbuild";

await build({
  entryPoints: ["server/main.ts"],
  outfile: "build/server/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  // A linked map costs nothing unless the server runs with --enable-source-maps.
  sourcemap: "linked",
  logLevel: "warning",
});

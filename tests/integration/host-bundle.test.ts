/**
 * The production server evaluates each module of app/ once (decision 023): build/server/main.js,
 * bundled from server/ by scripts/build-server.mjs, takes the app's server code from the React
 * Router build at run time. A module of app/ bundled into it would be a second copy beside the
 * build's, with state of its own: the map that tells the search index whether listings changed
 * was one, and every search then read the index's version row. server/dev.ts keeps the same rule
 * (its build comes from Vite). Bundled here as the build script bundles, into memory.
 */
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

describe("the Express host's bundle", () => {
  it("holds no module of app/: it takes them all from the server build", async () => {
    const result = await build({
      entryPoints: ["server/main.ts", "server/dev.ts"],
      outdir: "build/host-bundle-test",
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      packages: "external",
      write: false,
      metafile: true,
      logLevel: "silent",
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((input) => input.startsWith("server/"))).toBe(true);
    expect(inputs.filter((input) => input.startsWith("app/"))).toEqual([]);
  });
});

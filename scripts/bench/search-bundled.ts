/**
 * BENCH_ONLY=search in a process of its own, run from an esbuild bundle as the server runs
 * (decision 016). Under tsx, the loader thread's V8 heap ran idle-time full collections of
 * 7-12 ms on the second core in the middle of the timed rounds, taking it from the scan
 * worker; a production server has no such thread.
 */
import { spawn } from "node:child_process";
import { build } from "esbuild";
import { SERVER_PROCESS_ENV } from "../server-env.mjs";

const BUNDLE = ".bench-data/search-bench.mjs";

export async function benchSearchBundled(): Promise<unknown> {
  await build({
    entryPoints: ["scripts/bench/search-in-process-entry.ts"],
    outfile: BUNDLE,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
  const child = spawn(process.execPath, [BUNDLE], { env: { ...process.env, ...SERVER_PROCESS_ENV }, stdio: ["ignore", "pipe", "inherit"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    process.stdout.write(chunk);
  });
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  const result = /^RESULT (.*)$/m.exec(output);
  if (code !== 0 || !result) throw new Error(`the search benchmark exited with ${code}`);
  return JSON.parse(result[1]!) as unknown;
}

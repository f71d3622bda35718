/** Runs scripts/seed.ts in a child process (the benchmark's import and synthetic listings). */
import { spawnSync } from "node:child_process";

/** `env`: DATA_DIR or DATABASE_URL; `args`: e.g. ["--synthetic", "100000"]. Returns the time taken in ms. */
export function seed(env: Record<string, string>, args: string[] = []): number {
  const started = performance.now();
  const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/seed.ts", ...args], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (run.status !== 0) throw new Error(`seed ${args.join(" ")} failed`);
  return Math.round(performance.now() - started);
}

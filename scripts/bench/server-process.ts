/** Starts the production server as a child process and reads its start time and memory. */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";

export interface RunningServer {
  baseUrl: string;
  readyMs: number;
  child: ChildProcess;
  stop: () => Promise<void>;
}

/** `nodeArgs` go before the entry (e.g. the chat benchmark's GC preload). */
export async function startServer(env: Record<string, string>, port: number, nodeArgs: string[] = []): Promise<RunningServer> {
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", ...nodeArgs, "server/main.ts"], {
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", PORT: String(port), ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const readyMs = Math.round(performance.now() - started);
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  return { baseUrl, readyMs, child, stop };
}

/**
 * Waits until the server reports `warm` on /healthz (the fair-price model loaded, every listing
 * rated, feature texts read): what follows readiness, so timings measure the settled server.
 * Returns the time waited in ms.
 */
export async function waitUntilWarm(baseUrl: string, timeoutMs = 600_000): Promise<number> {
  const started = performance.now();
  for (;;) {
    const health = (await (await fetch(`${baseUrl}/healthz`)).json()) as { warm?: boolean };
    if (health.warm !== false) return Math.round(performance.now() - started);
    if (performance.now() - started > timeoutMs) throw new Error(`${baseUrl} not warm after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Resident memory of a process in KB (Linux /proc). */
export function residentKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
}

/** Resident memory of a process in MB. */
export function residentMb(pid: number): number {
  return Math.round(residentKb(pid) / 1024);
}

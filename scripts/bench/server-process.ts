/** Starts the production server as a child process and reads its start time and memory. */
import { spawn, type ChildProcess } from "node:child_process";
import { openSync, readFileSync } from "node:fs";
import { SERVER_PROCESS_ENV } from "../server-env.mjs";

export interface RunningServer {
  baseUrl: string;
  readyMs: number;
  child: ChildProcess;
  stop: () => Promise<void>;
}

/** `nodeArgs` go before the entry (e.g. the chat benchmark's GC preload). */
export async function startServer(env: Record<string, string>, port: number, nodeArgs: string[] = []): Promise<RunningServer> {
  // Another server on the port would answer the readiness check for this one (and be timed).
  const taken = await fetch(`http://127.0.0.1:${port}/healthz`).then(() => true, () => false);
  if (taken) throw new Error(`port ${port} is already in use: stop what listens there first`);
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, "build/server/main.js"], {
    env: { ...process.env, ...SERVER_PROCESS_ENV, NODE_ENV: "production", LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "warn", PORT: String(port), ...env },
    // BENCH_SERVER_LOG=<dir> keeps each server's log lines (warnings and errors; BENCH_LOG_LEVEL=info for more) in server-<port>.log there.
    stdio: ["ignore", process.env.BENCH_SERVER_LOG ? openSync(`${process.env.BENCH_SERVER_LOG}/server-${port}.log`, "a") : "ignore", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  let stopping = false;
  // A server that dies under load says how (SIGKILL, say, from the kernel's OOM killer).
  child.once("exit", (code, signal) => {
    if (!stopping) console.error(`server on port ${port} exited on its own: code ${code}, signal ${signal}`);
  });
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
      stopping = true;
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
    // A poll on a kept-alive connection the server closed at that moment fails with a reset
    // (seen with four processes warming up on two cores): it is simply asked again.
    const health = (await fetch(`${baseUrl}/healthz`).then((response) => response.json(), () => ({ warm: false }))) as { warm?: boolean };
    if (health.warm !== false) return Math.round(performance.now() - started);
    if (performance.now() - started > timeoutMs) throw new Error(`${baseUrl} not warm after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** CPU seconds a process has used (Linux /proc: user + system). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks of 1/100 s
}

/**
 * Waits until the process has used under a tenth of a core for three seconds: a refit of the
 * fair-price model (listings changed since it was stored) can start after `warm` and keeps the
 * request thread busy for a minute or more at a million listings. Returns the time waited in ms.
 */
export async function waitUntilIdle(pid: number, timeoutMs = 600_000): Promise<number> {
  const started = performance.now();
  let last = cpuSeconds(pid);
  let quietSeconds = 0;
  while (quietSeconds < 3) {
    if (performance.now() - started > timeoutMs) throw new Error(`process ${pid} still busy after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 1000));
    const now = cpuSeconds(pid);
    quietSeconds = now - last < 0.1 ? quietSeconds + 1 : 0;
    last = now;
  }
  return Math.round(performance.now() - started);
}

/**
 * Warm, then idle, and still both after the model's next look at the listings (a request may
 * look every 5 s, and a stale stored model is refitted then, followed by re-rating every car):
 * the settled server the latency tables describe. Returns the time waited in ms.
 */
export async function waitUntilSettled(baseUrl: string, pid: number): Promise<number> {
  const started = performance.now();
  for (let attempt = 0; attempt < 20; attempt++) {
    await waitUntilWarm(baseUrl);
    await waitUntilIdle(pid);
    await fetch(`${baseUrl}/api/vehicles?pageSize=1`).then((r) => r.arrayBuffer());
    const before = cpuSeconds(pid);
    await new Promise((r) => setTimeout(r, 6_000));
    const health = (await (await fetch(`${baseUrl}/healthz`)).json()) as { warm?: boolean };
    if (health.warm !== false && cpuSeconds(pid) - before < 0.3) return Math.round(performance.now() - started);
  }
  throw new Error(`${baseUrl} never settled`);
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

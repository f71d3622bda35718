/**
 * The production server (`build/server/main.js`, bundled from server/main.ts by `npm run build`)
 * as a child process on a port of its own, for tests that need several real app
 * processes on one database. Every started child is remembered, so `killAll()` (and, as a last
 * resort, this process's exit) leaves no server running whatever the test did.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { SERVER_PROCESS_ENV } from "../../scripts/server-env.mjs";

const READY_TIMEOUT_MS = 30_000;

/** The production server is build/server/main.js (with the React Router bundle beside it). */
export const hasServerBuild = () => existsSync(path.resolve("build/server/main.js"));

export interface AppProcess {
  origin: string;
  child: ChildProcess;
  /** SIGKILL: a crash, not a shutdown (no stream is ended cleanly, nothing is flushed). */
  crash: () => Promise<void>;
  /** SIGTERM: the graceful shutdown of server/main.ts. */
  stop: () => Promise<void>;
}

const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

export async function startAppProcess(port: number, env: Record<string, string>): Promise<AppProcess> {
  const child = spawn(process.execPath, ["build/server/main.js"], {
    env: { ...process.env, ...SERVER_PROCESS_ENV, NODE_ENV: "production", LOG_LEVEL: "warn", PORT: String(port), HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  running.add(child);
  child.once("exit", () => running.delete(child));
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server on port ${port} exited with code ${child.exitCode}:\n${stderr}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server on port ${port} was not ready after ${READY_TIMEOUT_MS} ms:\n${stderr}`);
    }
    const ok = await fetch(`${origin}/healthz`).then((r) => r.status === 200, () => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const signal = (name: NodeJS.Signals) => () => {
    child.kill(name);
    return exited(child);
  };
  return { origin, child, crash: signal("SIGKILL"), stop: signal("SIGTERM") };
}

export async function killAll(): Promise<void> {
  const children = [...running];
  for (const child of children) child.kill("SIGKILL");
  await Promise.all(children.map(exited));
}

/** A port nobody listens on now (this machine runs other test runs too). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

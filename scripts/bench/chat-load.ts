/**
 * The chat benchmark's client side: fixtures made in a child process, a lean Server-Sent
 * Events reader (fetch + the body stream, no dependency) that reports each message frame with
 * its arrival time, and senders that post through the JSON API as signed-in browsers would.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ChatMessage } from "../../app/lib/messaging/conversation";
import type { BenchPair, BenchUser } from "./chat-fixtures";

/** Runs chat-fixtures.ts against the database `env` names (a PGlite DATA_DIR must not be open elsewhere). */
export function createPairs(env: Record<string, string>, count: number): BenchPair[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), "carsaathi-chat-fixtures-"));
  try {
    const out = path.join(dir, "pairs.json");
    const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/bench/chat-fixtures.ts", String(count), out], {
      env: { ...process.env, LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "inherit", "inherit"],
    });
    if (run.status !== 0) throw new Error("chat fixtures failed");
    return JSON.parse(readFileSync(out, "utf8")) as BenchPair[];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface Stream {
  /**
   * Resolves on the server's ': connected' comment. It is written just before the stream
   * subscribes, so streams open with Last-Event-ID 0: a message sent in between comes from the
   * backlog read instead of being missed.
   */
  connected: Promise<void>;
  close: () => void;
}

/** One user's /api/messages/stream from the start; `onMessage` gets each message frame and when it arrived. */
export function openStream(origin: string, user: BenchUser, onMessage: (message: ChatMessage, at: number) => void): Stream {
  const abort = new AbortController();
  const connected = (async () => {
    const response = await fetch(`${origin}/api/messages/stream`, {
      headers: { Cookie: user.cookie, Accept: "text/event-stream", "X-Forwarded-For": user.ip, "Last-Event-ID": "0" },
      signal: abort.signal,
    });
    if (response.status !== 200 || !response.body) throw new Error(`stream answered ${response.status}`);
    let ready!: () => void;
    const opened = new Promise<void>((resolve) => (ready = resolve));
    void pump(response.body, onMessage, ready);
    await opened;
  })();
  connected.catch(() => {});
  return { connected, close: () => abort.abort() };
}

async function pump(body: ReadableStream<Uint8Array>, onMessage: (message: ChatMessage, at: number) => void, ready: () => void) {
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for await (const chunk of body) {
      const at = performance.now();
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (block.includes(": connected")) ready();
        const data = block.split("\n").find((line) => line.startsWith("data: "));
        if (data && block.includes("event: message")) onMessage(JSON.parse(data.slice(6)) as ChatMessage, at);
      }
    }
  } catch {
    // aborted by close()
  }
}

/** POST /api/conversations/:id/messages as `user`; throws on anything but 201. */
export async function send(origin: string, user: BenchUser, conversationId: number, body: string): Promise<ChatMessage> {
  const response = await fetch(`${origin}/api/conversations/${conversationId}/messages`, {
    method: "POST",
    headers: { Cookie: user.cookie, "Content-Type": "application/json", "X-Forwarded-For": user.ip },
    body: JSON.stringify({ body }),
  });
  const answer = await response.text();
  if (response.status !== 201) throw new Error(`send answered ${response.status}: ${answer}`);
  return JSON.parse(answer) as ChatMessage;
}

/** Runs `total` jobs with `concurrency` workers pulling the next job number. */
export async function pool(total: number, concurrency: number, job: (n: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < total) await job(next++);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker));
}

export interface Percentiles {
  p50: number;
  p95: number;
}

export function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((x, y) => x - y);
  const at = (q: number) => Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN) * 10) / 10;
  return { p50: at(0.5), p95: at(0.95) };
}

/** Polls `check` until it holds; false after `timeoutMs`. */
export async function until(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

const TICKS_PER_SECOND = 100; // Linux USER_HZ

/** CPU time of a process in seconds (utime + stime from /proc). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** Busy and total jiffies of the whole machine: every process, the neighbours' included. */
function machineTicks(): { busy: number; total: number } {
  const values = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = values.reduce((sum, v) => sum + v, 0);
  return { busy: total - values[3]! - values[4]!, total };
}

/**
 * Cores the given app processes and the whole machine kept busy from now until the returned
 * function is called: tells a CPU-bound run (the machine at ~2 of its 2 cores) from one that
 * waits on something else, such as a lock.
 */
export function cpuMeter(pids: number[]): () => { appCores: number[]; machineBusyCores: number } {
  const started = performance.now();
  const app = pids.map(cpuSeconds);
  const machine = machineTicks();
  const cores = os.cpus().length;
  return () => {
    const seconds = (performance.now() - started) / 1000;
    const now = machineTicks();
    const round = (v: number) => Math.round(v * 100) / 100;
    return {
      appCores: pids.map((pid, i) => round((cpuSeconds(pid) - app[i]!) / seconds)),
      machineBusyCores: round(((now.busy - machine.busy) / (now.total - machine.total)) * cores),
    };
  };
}

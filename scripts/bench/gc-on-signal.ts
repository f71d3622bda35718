/**
 * Benchmark-only preload (`node --expose-gc --import tsx --import ./scripts/bench/gc-on-signal.ts build/server/main.js`):
 * SIGUSR2 runs a full garbage collection, so the chat benchmark can read the server's resident
 * memory without the garbage of the requests before it. Never loaded by the app itself.
 */
const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error("gc-on-signal needs node --expose-gc");
process.on("SIGUSR2", () => collect());

export {};

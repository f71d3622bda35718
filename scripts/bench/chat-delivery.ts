/**
 * End-to-end delivery for the chat benchmark: every seller's stream open on one process,
 * buyers posting through another (or the same), each frame matched to its send by its body.
 * Delivered messages/s are counted at the streams; latency runs from send start to the frame.
 */
import type { BenchPair } from "./chat-fixtures";
import { cpuMeter, openStream, percentiles, pool, send, until, type Percentiles, type Stream } from "./chat-load";

/** Messages per buyer in the loaded run; with the warm-up and the unloaded run it stays under LIMITS.chatMessage (100 per user per 15 min). */
export const PER_SENDER = 40;
const DELIVERY_TIMEOUT_MS = 60_000;

export interface Delivery {
  messages: number;
  concurrency: number;
  deliveredPerSecond: number;
  latencyMs: Percentiles;
  sendMs: Percentiles;
  lost: number;
  duplicates: number;
  cpu: ReturnType<ReturnType<typeof cpuMeter>>;
}

export class Recipients {
  private readonly sentAt = new Map<string, number>();
  private readonly seen = new Set<number>();
  readonly latencies: number[] = [];
  duplicates = 0;
  lastAt = 0;
  private readonly streams: Stream[];

  constructor(streamOrigin: string, pairs: BenchPair[]) {
    // One stream per seller: a message id seen twice is a duplicate.
    this.streams = pairs.map((pair) =>
      openStream(streamOrigin, pair.seller, (message, at) => {
        if (this.seen.has(message.id)) return void (this.duplicates += 1);
        this.seen.add(message.id);
        const sentAt = this.sentAt.get(message.body);
        if (sentAt === undefined) return;
        this.latencies.push(at - sentAt);
        this.lastAt = Math.max(this.lastAt, at);
      }),
    );
  }

  connected = () => Promise.all(this.streams.map((s) => s.connected));
  expect = (body: string) => this.sentAt.set(body, performance.now());
  close = () => this.streams.forEach((s) => s.close());
}

export interface Sides {
  sendOrigin: string;
  streamOrigin: string;
  /** The app processes whose CPU is reported. */
  pids: number[];
}

/** `total` messages from the buyers in turn, `concurrency` in flight, all read off the sellers' streams. */
export async function deliver(sides: Sides, recipients: Recipients, pairs: BenchPair[], total: number, concurrency: number, label: string): Promise<Delivery> {
  const before = recipients.latencies.length;
  const duplicatesBefore = recipients.duplicates;
  const sendMs: number[] = [];
  const cpu = cpuMeter(sides.pids);
  const first = performance.now();
  await pool(total, concurrency, async (n) => {
    const pair = pairs[n % pairs.length]!;
    const body = `${label} ${n}`;
    recipients.expect(body);
    const started = performance.now();
    await send(sides.sendOrigin, pair.buyer, pair.conversationId, body);
    sendMs.push(performance.now() - started);
  });
  await until(() => recipients.latencies.length - before >= total, DELIVERY_TIMEOUT_MS);
  const latencies = recipients.latencies.slice(before);
  return {
    messages: total,
    concurrency,
    deliveredPerSecond: Math.round((latencies.length / (recipients.lastAt - first)) * 1000),
    latencyMs: percentiles(latencies),
    sendMs: percentiles(sendMs),
    lost: total - latencies.length,
    duplicates: recipients.duplicates - duplicatesBefore,
    cpu: cpu(),
  };
}

/** Streams open and subscribed (a warm-up message each has arrived), then an unloaded and a loaded run. */
export async function deliveryRuns(sides: Sides, pairs: BenchPair[]): Promise<{ unloaded: Delivery; loaded: Delivery }> {
  const recipients = new Recipients(sides.streamOrigin, pairs);
  try {
    await recipients.connected();
    const warmUp = await deliver(sides, recipients, pairs, pairs.length, 8, "warm-up");
    if (warmUp.lost > 0) throw new Error(`${warmUp.lost} of ${pairs.length} streams never got their warm-up message`);
    return {
      unloaded: await deliver(sides, recipients, pairs, pairs.length, 1, "unloaded"),
      loaded: await deliver(sides, recipients, pairs, pairs.length * PER_SENDER, pairs.length, "loaded"),
    };
  } finally {
    recipients.close();
  }
}

/**
 * The browser's end of the live chat stream (GET /api/messages/stream, Server-Sent Events):
 * one EventSource per tab while someone is signed in. On any error it closes and reconnects
 * after 1, 2, 5, then every 10 seconds, asking the server for what came after the last event
 * it saw, so a dropped connection or a server restart loses nothing; listeners get each
 * message once (ids seen are remembered) and hear when a connection opens, to catch up on
 * anything a page loaded before the stream was there.
 */
import type { ChatMessage } from "~/lib/messaging/conversation";

export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;
const STREAM_PATH = "/api/messages/stream";

export interface LiveMessageListener {
  onMessage?: (message: ChatMessage) => void;
  /** A (re)connection is live: anything sent before it is in the table, not the stream. */
  onOpen?: () => void;
}

/** The next wait after `failures` failed attempts in a row. */
export function reconnectDelay(failures: number): number {
  return RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)]!;
}

export class LiveMessageStream {
  private source: EventSource | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;
  private lastEventId: number | null = null;
  private readonly seen = new Set<number>();
  private readonly listeners = new Set<LiveMessageListener>();
  private stopped = false;

  constructor(private readonly createSource: (url: string) => EventSource = (url) => new EventSource(url)) {}

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.source?.close();
    this.source = null;
  }

  subscribe(listener: LiveMessageListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private connect(): void {
    const url = this.lastEventId === null ? STREAM_PATH : `${STREAM_PATH}?lastEventId=${this.lastEventId}`;
    const source = this.createSource(url);
    this.source = source;
    source.onopen = () => {
      this.failures = 0;
      for (const listener of this.listeners) listener.onOpen?.();
    };
    source.onmessage = (event: MessageEvent<string>) => this.receive(event.data);
    source.onerror = () => {
      // The browser's own retry would come back without our catch-up id after a restart and
      // with its fixed delay; one schedule of ours covers both.
      source.close();
      if (this.stopped || this.source !== source) return;
      this.source = null;
      this.timer = setTimeout(() => this.connect(), reconnectDelay(this.failures));
      this.failures += 1;
    };
  }

  private receive(data: string): void {
    let message: ChatMessage;
    try {
      message = JSON.parse(data) as ChatMessage;
    } catch {
      return;
    }
    if (this.seen.has(message.id)) return;
    this.seen.add(message.id);
    this.lastEventId = Math.max(this.lastEventId ?? 0, message.id);
    for (const listener of this.listeners) listener.onMessage?.(message);
  }
}

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ChatMessage } from "~/lib/messaging/conversation";
import { LiveMessageStream, reconnectDelay } from "./live-message-stream";

/** A stand-in EventSource the test drives by hand. */
class FakeSource {
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {}
  close() {
    this.closed = true;
  }
  deliver(message: Partial<ChatMessage> & { id: number }) {
    this.onmessage?.({ data: JSON.stringify({ conversationId: 1, senderId: "u2", body: "hi", createdAt: "", flaggedPayment: false, ...message }) });
  }
}

let sources: FakeSource[];
let stream: LiveMessageStream;

beforeEach(() => {
  vi.useFakeTimers();
  sources = [];
  stream = new LiveMessageStream((url) => {
    const source = new FakeSource(url);
    sources.push(source);
    return source as unknown as EventSource;
  });
});

afterEach(() => {
  stream.stop();
  vi.useRealTimers();
});

describe("the live message stream in the browser", () => {
  it("backs off 1, 2, 5 then 10 seconds while the server is unreachable, and resets once connected", () => {
    expect([0, 1, 2, 3, 9].map(reconnectDelay)).toEqual([1000, 2000, 5000, 10_000, 10_000]);
    stream.start();
    const waits: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const count = sources.length;
      sources.at(-1)!.onerror!();
      let waited = 0;
      while (sources.length === count) {
        vi.advanceTimersByTime(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 5000, 10_000]);
    sources.at(-1)!.onopen!();
    const count = sources.length;
    sources.at(-1)!.onerror!();
    vi.advanceTimersByTime(1000);
    expect(sources.length).toBe(count + 1);
  });

  it("reconnects after the last message seen, and hands each message to listeners once", () => {
    const received: number[] = [];
    let opened = 0;
    stream.subscribe({ onMessage: (m) => received.push(m.id), onOpen: () => (opened += 1) });
    stream.start();
    expect(sources[0]!.url).toBe("/api/messages/stream");
    sources[0]!.onopen!();
    sources[0]!.deliver({ id: 7 });
    sources[0]!.deliver({ id: 9 });
    sources[0]!.onerror!();
    expect(sources[0]!.closed).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(sources[1]!.url).toBe("/api/messages/stream?lastEventId=9");
    sources[1]!.onopen!();
    sources[1]!.deliver({ id: 9 });
    sources[1]!.deliver({ id: 10 });
    expect(received).toEqual([7, 9, 10]);
    expect(opened).toBe(2);
  });

  it("stops for good when stopped (signed out or the tab closes)", () => {
    stream.start();
    stream.stop();
    sources[0]!.onerror!();
    vi.advanceTimersByTime(60_000);
    expect(sources.length).toBe(1);
  });
});

/**
 * Chat test helpers: a seller with a car on sale, the chat routes called as a signed-in
 * browser, and a Server-Sent Events reader for /api/messages/stream over real HTTP.
 */
import type { Database } from "~/.server/db/client";
import type { ChatMessage } from "~/lib/messaging/conversation";
import { action as messagesAction } from "~/routes/api/conversation-messages";
import { action as conversationsAction } from "~/routes/api/conversations";
import type { TestBrowser } from "./accounts-client";
import { createListing } from "./factories";

export async function createSellerCar(db: Database, sellerId: string) {
  return createListing(db, { make: "Maruti Suzuki", model: "Swift", sellerId, source: "carsaathi", sellerType: "individual" });
}

export async function startChat(browser: TestBrowser, listingId: number): Promise<number> {
  const answer = await browser.call(conversationsAction, "/api/conversations", { json: { listingId } });
  if (answer.status !== 201 && answer.status !== 200) throw new Error(`start failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return (answer.body as { id: number }).id;
}

export async function send(browser: TestBrowser, conversationId: number, body: string) {
  const id = String(conversationId);
  return browser.call(messagesAction, `/api/conversations/${id}/messages`, { json: { body }, params: { id } });
}

export async function sendOk(browser: TestBrowser, conversationId: number, body: string): Promise<ChatMessage> {
  const answer = await send(browser, conversationId, body);
  if (answer.status !== 201) throw new Error(`send failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as ChatMessage;
}

export interface SseEvent {
  id: string | null;
  event: string;
  data: string;
}

/** An open event stream: its events so far, a wait for the next ones, and a close that drops the connection. */
export class SseReader {
  readonly events: SseEvent[] = [];
  readonly comments: string[] = [];
  private buffer = "";
  private waiters: (() => void)[] = [];
  private readonly abort = new AbortController();
  status = 0;
  headers = new Headers();

  static async open(url: string, headers: Record<string, string> = {}): Promise<SseReader> {
    const reader = new SseReader();
    const response = await fetch(url, { headers: { Accept: "text/event-stream", ...headers }, signal: reader.abort.signal });
    reader.status = response.status;
    reader.headers = response.headers;
    if (response.ok && response.body) void reader.pump(response.body);
    else await response.text();
    return reader;
  }

  get messages(): ChatMessage[] {
    return this.events.filter((e) => e.event === "message").map((e) => JSON.parse(e.data) as ChatMessage);
  }

  /** Resolves once `count` message events have arrived (fails after `timeoutMs`). */
  async waitForMessages(count: number, timeoutMs = 5000): Promise<ChatMessage[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.messages.length < count) {
      if (Date.now() > deadline) throw new Error(`expected ${count} messages, got ${this.messages.length}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
    return this.messages;
  }

  /** Waits a little for anything that might still arrive (to show nothing more does). */
  async settle(ms = 300): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, ms));
  }

  close(): void {
    this.abort.abort();
  }

  private async pump(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of body) {
        this.buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = this.buffer.indexOf("\n\n")) >= 0) {
          this.parse(this.buffer.slice(0, end));
          this.buffer = this.buffer.slice(end + 2);
        }
        for (const wake of this.waiters.splice(0)) wake();
      }
    } catch {
      // Aborted by close().
    }
  }

  private parse(block: string): void {
    const event: SseEvent = { id: null, event: "message", data: "" };
    let isEvent = false;
    for (const line of block.split("\n")) {
      if (line.startsWith(":")) this.comments.push(line.slice(1).trim());
      else if (line.startsWith("id: ")) event.id = line.slice(4);
      else if (line.startsWith("event: ")) event.event = line.slice(7);
      else if (line.startsWith("data: ")) {
        event.data += line.slice(6);
        isEvent = true;
      }
    }
    if (isEvent) this.events.push(event);
  }
}

/**
 * The message bus on a PostgreSQL server: every app process keeps one dedicated connection
 * LISTENing on one channel, and a sent message is announced with NOTIFY through the pool. The
 * payload names only ids (conversation, message, recipients), far under NOTIFY's 8 KB; each
 * receiving stream reads the message from the table. If the LISTEN connection drops, events may
 * have been missed: every open stream is told to end (its client reconnects and catches up by
 * Last-Event-ID) and the connection is reopened with back-off.
 */
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database } from "../db/client";
import { logger } from "../logger";
import { SubscriberRegistry, type MessageBus, type MessageEvent, type MessageSubscriber, type SqlExecutor } from "./message-bus";

export const MESSAGE_CHANNEL = "carsaathi_messages";

/** Seconds between attempts to reopen the LISTEN connection (the spec's reconnect back-off). */
const RECONNECT_DELAYS = [1, 2, 5, 10];

export class PgMessageBus implements MessageBus {
  private readonly subscribers = new SubscriberRegistry();
  private client: pg.Client | null = null;
  private closed = false;
  private attempt = 0;
  private retryTimer: NodeJS.Timeout | null = null;

  private constructor(
    private readonly databaseUrl: string,
    private readonly db: Database,
  ) {}

  /** Opens the LISTEN connection; resolves once it listens (or throws if the server is unreachable). */
  static async start(databaseUrl: string, db: Database): Promise<PgMessageBus> {
    const bus = new PgMessageBus(databaseUrl, db);
    await bus.listen();
    return bus;
  }

  async announce(tx: SqlExecutor, event: MessageEvent): Promise<() => void> {
    await notify(tx, event);
    return () => {};
  }

  async publish(event: MessageEvent): Promise<void> {
    await notify(this.db, event);
  }

  subscribe(userId: string, subscriber: MessageSubscriber): () => void {
    return this.subscribers.add(userId, subscriber);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.subscribers.resetAll();
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on("notification", (message) => {
      if (message.channel !== MESSAGE_CHANNEL || !message.payload) return;
      const event = parseEvent(message.payload);
      if (event) this.subscribers.deliver(event);
    });
    client.on("error", (err) => this.lost(client, err));
    client.on("end", () => this.lost(client));
    await client.connect();
    await client.query(`LISTEN ${MESSAGE_CHANNEL}`);
    this.client = client;
    this.attempt = 0;
  }

  private lost(client: pg.Client, err?: Error): void {
    if (this.closed || this.client !== client) return;
    this.client = null;
    logger.warn({ err }, "chat LISTEN connection lost; reconnecting");
    void client.end().catch(() => {});
    this.subscribers.resetAll();
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    const delay = RECONNECT_DELAYS[Math.min(this.attempt, RECONNECT_DELAYS.length - 1)]! * 1000;
    this.attempt += 1;
    this.retryTimer = setTimeout(() => {
      this.listen().catch((err: unknown) => {
        logger.warn({ err }, "chat LISTEN reconnect failed");
        if (!this.closed) this.scheduleRetry();
      });
    }, delay);
    this.retryTimer.unref();
  }
}

/** Inside a transaction the notification goes out at commit, in commit order (PostgreSQL's guarantee). */
function notify(executor: SqlExecutor, event: MessageEvent): Promise<unknown> {
  return executor.execute(sql`select pg_notify(${MESSAGE_CHANNEL}, ${JSON.stringify(event)})`);
}

function parseEvent(payload: string): MessageEvent | null {
  try {
    const value = JSON.parse(payload) as Partial<MessageEvent>;
    if (typeof value.conversationId !== "number" || typeof value.messageId !== "number" || !Array.isArray(value.recipientIds)) return null;
    return { conversationId: value.conversationId, messageId: value.messageId, recipientIds: value.recipientIds.map(String) };
  } catch {
    return null;
  }
}

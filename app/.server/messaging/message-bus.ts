/**
 * The live channel between processes (decision 012): a sent message is announced as a small
 * event naming who should hear of it; each process hands it to the open streams of those users,
 * which read the message itself from the table. In process on the embedded database, through
 * PostgreSQL LISTEN/NOTIFY on a server (pg-message-bus.ts; get-message-bus.ts picks one), so app processes behind a load
 * balancer reach each other's clients.
 */
import type { Database } from "../db/client";

/** The database or a transaction: whatever can run a statement. */
export type SqlExecutor = Pick<Database, "execute">;

export interface MessageEvent {
  conversationId: number;
  messageId: number;
  /** Both participants: the sender's other tabs show the message too. */
  recipientIds: string[];
}

export interface MessageSubscriber {
  onEvent: (event: MessageEvent) => void;
  /** Events may have been missed (the bus lost its connection): the stream should end so its client reconnects and catches up. */
  onReset: () => void;
}

export interface MessagePublisher {
  /**
   * Announces a message from inside the transaction that stores it; resolves with what to run
   * once it has committed. PostgreSQL sends a NOTIFY at commit, in commit order; the in-process
   * bus delivers after commit (before it, a stream would look for a row not yet visible).
   */
  announce(tx: SqlExecutor, event: MessageEvent): Promise<() => void>;
}

export interface MessageBus extends MessagePublisher {
  /** Announces outside any transaction (the message is already committed). */
  publish(event: MessageEvent): Promise<void>;
  /** Events for one user; returns the unsubscribe. */
  subscribe(userId: string, subscriber: MessageSubscriber): () => void;
  close(): Promise<void>;
}

/** Subscribers by user id, shared by both implementations. */
export class SubscriberRegistry {
  private readonly byUser = new Map<string, Set<MessageSubscriber>>();

  add(userId: string, subscriber: MessageSubscriber): () => void {
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(subscriber);
    return () => {
      set.delete(subscriber);
      if (set.size === 0 && this.byUser.get(userId) === set) this.byUser.delete(userId);
    };
  }

  deliver(event: MessageEvent): void {
    for (const userId of event.recipientIds) {
      for (const subscriber of this.byUser.get(userId) ?? []) subscriber.onEvent(event);
    }
  }

  resetAll(): void {
    for (const set of this.byUser.values()) for (const subscriber of set) subscriber.onReset();
  }

  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }
}

/** One process, the embedded database: events go straight to this process's subscribers. */
export class InProcessMessageBus implements MessageBus {
  private readonly subscribers = new SubscriberRegistry();

  async announce(_tx: SqlExecutor, event: MessageEvent): Promise<() => void> {
    return () => void this.publish(event);
  }

  async publish(event: MessageEvent): Promise<void> {
    // Off the caller's stack: a slow subscriber never delays the sender.
    queueMicrotask(() => this.subscribers.deliver(event));
  }

  subscribe(userId: string, subscriber: MessageSubscriber): () => void {
    return this.subscribers.add(userId, subscriber);
  }

  async close(): Promise<void> {
    this.subscribers.resetAll();
  }
}

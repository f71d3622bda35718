/**
 * One user's live message stream, without loss or duplicates across a reconnect: subscribe to
 * the bus first, then read what was missed after the client's last event id from the table,
 * then hand over to live events, skipping any whose message the backlog sent. Live events are read
 * back from the table one by one, in arrival order, for this user only.
 */
import type { Database } from "../db/client";
import { logger } from "../logger";
import type { ChatMessage } from "../../lib/messaging/conversation";
import type { MessageBus, MessageEvent } from "./message-bus";
import { messageForUser, messagesForUserAfter } from "./messages";

export interface LiveMessageSink {
  send: (message: ChatMessage) => void;
  /** The stream must end (the bus may have missed events): the client reconnects and catches up. */
  end: () => void;
}

const BACKLOG_BATCH = 500;

/** Starts the stream; resolves once the backlog is sent, with the function that stops it. */
export async function openLiveMessages(
  db: Database,
  bus: MessageBus,
  userId: string,
  lastEventId: number | null,
  sink: LiveMessageSink,
): Promise<() => void> {
  let closed = false;
  let live = false;
  const early: MessageEvent[] = [];
  let chain = Promise.resolve();

  // Ids the backlog sent: their events may still arrive, even after going live (a NOTIFY is
  // sent after its commit, so it can trail the backlog read by any amount of time).
  const sent = new Set<number>();
  const deliver = (event: MessageEvent) => {
    if (sent.has(event.messageId)) return;
    chain = chain
      .then(async () => {
        if (closed) return;
        const message = await messageForUser(db, userId, event.messageId);
        if (message && !closed) sink.send(message);
      })
      .catch((err: unknown) => logger.warn({ err }, "live message could not be delivered"));
  };
  function stop() {
    closed = true;
    unsubscribe();
  }
  const unsubscribe = bus.subscribe(userId, {
    onEvent: (event) => (live ? deliver(event) : early.push(event)),
    onReset: () => {
      stop();
      sink.end();
    },
  });

  try {
    let cursor = lastEventId;
    while (cursor !== null && !closed) {
      const batch = await messagesForUserAfter(db, userId, cursor, BACKLOG_BATCH);
      for (const message of batch) {
        sink.send(message);
        sent.add(message.id);
      }
      cursor = batch.length === BACKLOG_BATCH ? batch.at(-1)!.id : null;
    }
  } catch (error) {
    stop();
    throw error;
  }
  // Events that arrived during the backlog read: those it already covered are dropped.
  for (const event of early) deliver(event);
  live = true;
  return stop;
}

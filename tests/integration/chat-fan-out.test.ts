/**
 * Fan-out between app processes. On PostgreSQL (CI's second run, DATABASE_URL set): two
 * PgMessageBus instances, each with its own LISTEN connection as two processes would have,
 * deliver each other's NOTIFY events; a dropped LISTEN connection tells the streams to resume
 * and is reopened. On the embedded database there is one process: the in-process bus delivers
 * to every subscriber of that process. Either way only the named recipients hear of a message.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { InProcessMessageBus, type MessageBus, type MessageEvent } from "~/.server/messaging/message-bus";
import { PgMessageBus } from "~/.server/messaging/pg-message-bus";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
let busA: MessageBus;
let busB: MessageBus;

beforeAll(async () => {
  handle = await createTestDatabase();
  if (handle.kind === "postgres") {
    busA = await PgMessageBus.start(handle.databaseUrl!, handle.db);
    busB = await PgMessageBus.start(handle.databaseUrl!, handle.db);
  } else {
    busA = busB = new InProcessMessageBus();
  }
});

afterAll(async () => {
  await busA.close();
  if (busB !== busA) await busB.close();
  await handle.close();
});

function collect(bus: MessageBus, userId: string) {
  const events: MessageEvent[] = [];
  let resets = 0;
  const unsubscribe = bus.subscribe(userId, { onEvent: (e) => events.push(e), onReset: () => (resets += 1) });
  return { events, resets: () => resets, unsubscribe };
}

async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe(`fan-out on ${process.env.DATABASE_URL ? "PostgreSQL: two buses, two LISTEN connections" : "the embedded database: the in-process bus"}`, () => {
  it("a message published through one bus reaches its recipients' subscribers on the other, once", async () => {
    const seller = collect(busB, "seller-1");
    const buyerHere = collect(busA, "buyer-1");
    const buyerThere = collect(busB, "buyer-1");
    const outsider = collect(busB, "outsider-1");
    const event = { conversationId: 7, messageId: 101, recipientIds: ["buyer-1", "seller-1"] };
    await busA.publish(event);
    await until(() => seller.events.length === 1 && buyerHere.events.length === 1 && buyerThere.events.length === 1);
    await settle();
    expect([seller.events, buyerHere.events, buyerThere.events]).toEqual([[event], [event], [event]]);
    expect(outsider.events).toEqual([]);
    for (const s of [seller, buyerHere, buyerThere, outsider]) s.unsubscribe();
  });

  it("keeps the order of a burst and stops delivering after unsubscribe", async () => {
    const seller = collect(busB, "seller-2");
    const ids = Array.from({ length: 50 }, (_, i) => 1000 + i);
    for (const messageId of ids) await busA.publish({ conversationId: 8, messageId, recipientIds: ["seller-2"] });
    await until(() => seller.events.length === ids.length);
    expect(seller.events.map((e) => e.messageId)).toEqual(ids);
    seller.unsubscribe();
    await busA.publish({ conversationId: 8, messageId: 2000, recipientIds: ["seller-2"] });
    await settle();
    expect(seller.events.length).toBe(ids.length);
  });

  it("a lost LISTEN connection tells the streams to resume, and the bus listens again", async () => {
    const seller = collect(busB, "seller-3");
    if (handle.kind === "postgres") {
      // What a server restart or failover does to the listening connection of the other process.
      await handle.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`);
      await until(() => seller.resets() >= 1);
      seller.unsubscribe();
      const again = collect(busB, "seller-3");
      const event = { conversationId: 9, messageId: 3000, recipientIds: ["seller-3"] };
      // Reconnection starts after 1 s; publish until it is back.
      await until(() => {
        void busA.publish(event);
        return again.events.length > 0;
      }, 8000);
      expect(again.events[0]).toEqual(event);
      again.unsubscribe();
    } else {
      // One process: closing the bus (shutdown) is the only way its streams lose it.
      await busB.close();
      expect(seller.resets()).toBe(1);
      seller.unsubscribe();
    }
  });
});

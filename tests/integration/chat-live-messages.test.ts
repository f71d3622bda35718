/**
 * openLiveMessages, the heart of the stream, with the race made certain: events published while
 * the backlog is being read (one for a message the backlog also holds, one for a newer message)
 * come out once each, in order, and the stream only ever reads its own user's messages.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { users } from "~/.server/db/schema";
import { startConversation } from "~/.server/messaging/conversations";
import { openLiveMessages } from "~/.server/messaging/live-messages";
import { InProcessMessageBus } from "~/.server/messaging/message-bus";
import { sendMessage } from "~/.server/messaging/messages";
import type { ChatMessage } from "~/lib/messaging/conversation";
import { createSellerCar } from "./chat-helpers";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
let conversationId: number;
const bus = new InProcessMessageBus();
/** Stores without announcing: only a backlog read can find such a message. */
const quiet = { announce: async () => () => {} };

beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db.insert(users).values([
    { id: "seller", name: "Sunil", email: "sunil@example.in" },
    { id: "buyer", name: "Asha", email: "asha@example.in" },
    { id: "other", name: "Ravi", email: "ravi@example.in" },
  ]);
  const car = await createSellerCar(handle.db, "seller");
  conversationId = (await startConversation(handle.db, "buyer", car.id)).id;
});

afterAll(async () => {
  await bus.close();
  await handle.close();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe("openLiveMessages", () => {
  it("sends the backlog, then events that came during it, once each and in order", async () => {
    const seller = { id: "seller", ip: "198.51.100.1" };
    // Stored without an announcement: only the backlog can deliver it.
    const missed = await sendMessage(handle.db, quiet, seller, conversationId, "Missed while offline");
    const received: ChatMessage[] = [];
    const opening = openLiveMessages(handle.db, bus, "buyer", missed.id - 1, { send: (m) => received.push(m), end: () => {} });
    // Subscribed synchronously; the backlog query is still running: both events land in the gap.
    await bus.publish({ conversationId, messageId: missed.id, recipientIds: ["buyer", "seller"] });
    const during = await sendMessage(handle.db, bus, seller, conversationId, "Sent during the catch-up");
    const stop = await opening;
    // A NOTIFY trails its commit: the event of a backlog message may come after going live.
    await bus.publish({ conversationId, messageId: missed.id, recipientIds: ["buyer", "seller"] });
    const after = await sendMessage(handle.db, bus, seller, conversationId, "Sent once live");
    await settle();
    stop();
    expect(received.map((m) => m.body)).toEqual([missed.body, during.body, after.body]);
  });

  it("never reads another user's messages, whatever the events say", async () => {
    const received: ChatMessage[] = [];
    const stop = await openLiveMessages(handle.db, bus, "other", 0, { send: (m) => received.push(m), end: () => {} });
    // A forged or misrouted event naming the outsider: the message is read back for them and not found.
    const message = await sendMessage(handle.db, quiet, { id: "buyer", ip: "198.51.100.2" }, conversationId, "Private");
    await bus.publish({ conversationId, messageId: message.id, recipientIds: ["other"] });
    await settle();
    stop();
    expect(received).toEqual([]);
  });

  it("ends the stream when the bus resets, and stops listening", async () => {
    const local = new InProcessMessageBus();
    let ended = 0;
    const received: ChatMessage[] = [];
    await openLiveMessages(handle.db, local, "buyer", null, { send: (m) => received.push(m), end: () => (ended += 1) });
    await local.close();
    expect(ended).toBe(1);
    await local.publish({ conversationId, messageId: 1, recipientIds: ["buyer"] });
    await settle();
    expect(received).toEqual([]);
  });
});

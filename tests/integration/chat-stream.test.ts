/**
 * GET /api/messages/stream over real HTTP (the Express host, server/message-stream.ts): a user
 * receives their own conversations' messages live and nobody else's; after a dropped connection
 * `Last-Event-ID` (or `?lastEventId=`) delivers exactly the missed messages, once, in order,
 * then the stream goes on live; the events are not held back by compression. A user and a
 * client address hold a few streams each; past that 429 until one closes.
 */
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { host } from "~/.server/host";
import { getMessageBus } from "~/.server/messaging/get-message-bus";
import { signUpAs, type SignedIn } from "./admin-accounts";
import { useDatabase } from "./api-client";
import { createSellerCar, sendOk, SseReader, startChat } from "./chat-helpers";
import { startTestServer } from "./security-app";
import { createTestDatabase } from "./test-db";
import { MESSAGE_STREAM_PATH, messageStream, type MessageStreamOptions } from "../../server/message-stream";
import { createStreamSlots, STREAMS_PER_USER } from "../../server/stream-slots";

let handle: DbHandle;
let server: { origin: string; close: () => Promise<void> };
let seller: SignedIn;
let buyer: SignedIn;
let outsider: SignedIn;
let chatId: number;
const readers: SseReader[] = [];

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
  server = await startTestServer();
  seller = await signUpAs(handle.db, "user", "Sunil Patil");
  buyer = await signUpAs(handle.db, "user", "Asha Rao");
  outsider = await signUpAs(handle.db, "user", "Ravi Kumar");
  chatId = await startChat(buyer.browser, (await createSellerCar(handle.db, seller.id)).id);
});

afterAll(async () => {
  for (const reader of readers) reader.close();
  await (await getMessageBus()).close();
  await server.close();
  await handle.close();
});

async function stream(who: SignedIn | null, headers: Record<string, string> = {}, query = ""): Promise<SseReader> {
  const cookie: Record<string, string> = who ? { Cookie: who.browser.cookieHeader() } : {};
  const reader = await SseReader.open(`${server.origin}/api/messages/stream${query}`, { ...cookie, ...headers });
  readers.push(reader);
  return reader;
}

/** The host's stream handler alone, with its own options, behind a loopback proxy as in production. */
async function listen(options: MessageStreamOptions): Promise<{ url: string; close: () => Promise<void> }> {
  const app = express().set("trust proxy", "loopback").get(MESSAGE_STREAM_PATH, messageStream(host, () => true, options));
  const quick = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => quick.once("listening", resolve));
  const { port } = quick.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${MESSAGE_STREAM_PATH}`,
    close: () => new Promise<void>((resolve) => quick.close(() => resolve())),
  };
}

/** Opens a stream once the server has seen a closed one go (it learns of it a moment later). */
async function untilOpen(open: () => Promise<SseReader>, timeoutMs = 3000): Promise<SseReader> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reader = await open();
    if (reader.status !== 429 || Date.now() > deadline) return reader;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("the message stream", () => {
  it("refuses a guest (401) and a bad lastEventId (400)", async () => {
    expect((await stream(null)).status).toBe(401);
    expect((await stream(buyer, {}, "?lastEventId=abc")).status).toBe(400);
  });

  it("is an uncompressed, uncached event stream even when the client accepts gzip", async () => {
    const reader = await stream(buyer, { "Accept-Encoding": "gzip, br" });
    expect(reader.status).toBe(200);
    expect(reader.headers.get("Content-Type")).toBe("text/event-stream; charset=utf-8");
    expect(reader.headers.get("Content-Encoding")).toBeNull();
    expect(reader.headers.get("Cache-Control")).toBe("no-store");
    reader.close();
  });

  it("delivers a message live to both participants and never to anyone else", async () => {
    const toBuyer = await stream(buyer);
    const toSeller = await stream(seller);
    const toOutsider = await stream(outsider);
    const sent = await sendOk(seller.browser, chatId, "Namaste! The car is available");
    expect(await toBuyer.waitForMessages(1)).toEqual([sent]);
    expect(await toSeller.waitForMessages(1)).toEqual([sent]);
    expect(toBuyer.events[0]!.id).toBe(String(sent.id));
    await toOutsider.settle();
    expect(toOutsider.events).toEqual([]);
    for (const reader of [toBuyer, toSeller, toOutsider]) reader.close();
  });

  it("a user's catch-up never includes other people's conversations", async () => {
    const reader = await stream(outsider, { "Last-Event-ID": "0" });
    await reader.settle();
    expect(reader.events).toEqual([]);
    reader.close();
  });

  it("after a dropped connection, Last-Event-ID delivers exactly the missed messages once, then live ones", async () => {
    const first = await stream(buyer);
    const seen = await sendOk(seller.browser, chatId, "Papers are all clear");
    await first.waitForMessages(1);
    first.close();

    const missed = [];
    for (const text of ["Service done at 40,000 km", "New tyres last year", "Price slightly negotiable"]) {
      missed.push(await sendOk(seller.browser, chatId, text));
    }
    const resumed = await stream(buyer, { "Last-Event-ID": String(seen.id) });
    expect(await resumed.waitForMessages(3)).toEqual(missed);
    const live = await sendOk(seller.browser, chatId, "Come on Sunday");
    await resumed.waitForMessages(4);
    await resumed.settle();
    expect(resumed.messages.map((m) => m.id)).toEqual([...missed, live].map((m) => m.id));
    resumed.close();

    // A page load resuming with the query parameter gets the same.
    const fromQuery = await stream(buyer, {}, `?lastEventId=${missed[1]!.id}`);
    await fromQuery.waitForMessages(2);
    await fromQuery.settle();
    expect(fromQuery.messages.map((m) => m.id)).toEqual([missed[2]!.id, live.id]);
    fromQuery.close();
  });

  it("messages sent while the backlog is being read arrive once each", async () => {
    const before = await sendOk(buyer.browser, chatId, "Can I bring a mechanic?");
    const opening = stream(seller, { "Last-Event-ID": String(before.id - 1) });
    const during = await Promise.all([1, 2, 3].map((n) => sendOk(buyer.browser, chatId, `Question ${n}`)));
    const reader = await opening;
    await reader.waitForMessages(4);
    await reader.settle(500);
    const ids = reader.messages.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual([before, ...during].map((m) => m.id).sort((a, b) => a - b));
    reader.close();
  });

  it("ends its subscription when the client goes away", async () => {
    const bus = await getMessageBus();
    const size = () => (bus as unknown as { subscribers: { size: number } }).subscribers.size;
    await new Promise((resolve) => setTimeout(resolve, 200));
    const idle = size();
    const reader = await stream(buyer);
    await reader.settle(100);
    expect(size()).toBe(idle + 1);
    reader.close();
    await reader.settle(200);
    expect(size()).toBe(idle);
  });

  it(`holds ${STREAMS_PER_USER} streams per user, refuses the next with 429 and Retry-After, and frees a slot when a stream closes`, async () => {
    const tabs = await Promise.all(Array.from({ length: STREAMS_PER_USER }, () => stream(seller)));
    expect(tabs.map((t) => t.status)).toEqual(Array(STREAMS_PER_USER).fill(200));
    const refused = await fetch(`${server.origin}${MESSAGE_STREAM_PATH}`, { headers: { Cookie: seller.browser.cookieHeader() } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({ error: { code: "rate_limited", message: expect.stringContaining("Too many live connections are open for your account") } });
    // Another user is not affected.
    const other = await stream(outsider);
    expect(other.status).toBe(200);

    tabs[0]!.close();
    const reopened = await untilOpen(() => stream(seller));
    expect(reopened.status).toBe(200);
    for (const reader of [...tabs, other, reopened]) reader.close();
  });

  it("holds a few streams per client address (an IPv6 one by its /64), whoever signs in", async () => {
    const quick = await listen({ slots: createStreamSlots({ perUser: 6, perAddress: 3 }) });
    const opened: SseReader[] = [];
    const from = async (who: SignedIn, address: string) => {
      const reader = await SseReader.open(quick.url, { Cookie: who.browser.cookieHeader(), "X-Forwarded-For": address });
      opened.push(reader);
      return reader;
    };
    const office = [await from(seller, "198.51.100.7"), await from(buyer, "198.51.100.7"), await from(outsider, "198.51.100.7")];
    expect(office.map((r) => r.status)).toEqual([200, 200, 200]);
    const fourth = await from(buyer, "198.51.100.7");
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await from(buyer, "198.51.100.8")).status).toBe(200);

    const home = [await from(seller, "2001:db8:1:2::1"), await from(buyer, "2001:db8:1:2:aaaa::9"), await from(outsider, "2001:db8:1:2:ffff:1:2:3")];
    expect(home.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await from(seller, "2001:db8:1:2::77")).status).toBe(429);
    expect((await from(seller, "2001:db8:1:3::1")).status).toBe(200);

    office[0]!.close();
    expect((await untilOpen(() => from(buyer, "198.51.100.7"))).status).toBe(200);
    for (const reader of opened) reader.close();
    await quick.close();
  });

  it("sends a heartbeat comment on an idle stream", async () => {
    // The host's handler with a 50 ms beat instead of 30 s.
    const quick = await listen({ heartbeatMs: 50 });
    const reader = await SseReader.open(quick.url, { Cookie: buyer.browser.cookieHeader() });
    await reader.settle(300);
    reader.close();
    await quick.close();
    expect(reader.comments[0]).toBe("connected");
    expect(reader.comments.filter((c) => c === "heartbeat").length).toBeGreaterThanOrEqual(2);
    expect(reader.events).toEqual([]);
  });
});

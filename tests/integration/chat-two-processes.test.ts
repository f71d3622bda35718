/**
 * Two real app processes on one PostgreSQL (decision 012, end to end): the seller's stream is
 * open on process A while the buyer sends through process B, and the other way round; then A
 * crashes, messages are sent while it is down, and the seller's reconnect to the restarted A
 * with Last-Event-ID delivers exactly those, once. PostgreSQL only (CI's second run of this
 * project): on the embedded database there is one process by design. The servers are the
 * production entry (build/server/main.js, from `npm run build`), which CI's
 * `npm test` has made by then. vitest.config.ts leaves this file out without DATABASE_URL; with
 * it but without a build, it fails saying to build first.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import type { ChatMessage } from "~/lib/messaging/conversation";
import { signUpAs, type SignedIn } from "./admin-accounts";
import { useDatabase } from "./api-client";
import { freePort, hasServerBuild, killAll, startAppProcess, type AppProcess } from "./app-process";
import { createSellerCar, SseReader } from "./chat-helpers";
import { createTestDatabase } from "./test-db";


let handle: DbHandle;
let dataDir: string;
let env: Record<string, string>;
let portA: number;
let a: AppProcess;
let b: AppProcess;
let seller: SignedIn;
let buyer: SignedIn;
let chatId: number;
const readers: SseReader[] = [];


async function api(app: AppProcess, who: SignedIn, urlPath: string, json: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${app.origin}${urlPath}`, {
    method: "POST",
    // Origin: what the chat page's own fetch sends (a signed-in write without it is refused).
    headers: { Cookie: who.browser.cookieHeader(), "Content-Type": "application/json", "X-Forwarded-For": who.browser.ip, Origin: app.origin },
    body: JSON.stringify(json),
  });
  return { status: response.status, body: await response.json() };
}

async function sendVia(app: AppProcess, who: SignedIn, body: string): Promise<ChatMessage> {
  const answer = await api(app, who, `/api/conversations/${chatId}/messages`, { body });
  if (answer.status !== 201) throw new Error(`send failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as ChatMessage;
}

async function streamOn(app: AppProcess, who: SignedIn, lastEventId: number): Promise<SseReader> {
  const reader = await SseReader.open(`${app.origin}/api/messages/stream`, { Cookie: who.browser.cookieHeader(), "Last-Event-ID": String(lastEventId) });
  readers.push(reader);
  expect(reader.status).toBe(200);
  return reader;
}

/** Every message exactly once: the ids the stream carried, in order. */
const ids = (reader: SseReader) => reader.messages.map((m) => m.id);

describe("two app processes on one PostgreSQL", () => {
  beforeAll(async () => {
    if (!hasServerBuild()) throw new Error("The app processes run the production build: run `npm run build` first");
    handle = await createTestDatabase();
    useDatabase(handle);
    seller = await signUpAs(handle.db, "user", "Sunil Patil");
    buyer = await signUpAs(handle.db, "user", "Asha Rao");
    // Before the servers start: a database with a listing is not 'empty', so they seed nothing.
    const car = await createSellerCar(handle.db, seller.id);
    dataDir = mkdtempSync(path.join(os.tmpdir(), "carsaathi-two-processes-"));
    // The secret the test's sign-ups signed their cookies with (accounts-client.ts sets it).
    env = { DATABASE_URL: handle.databaseUrl!, AUTH_SECRET: process.env.AUTH_SECRET!, DATA_DIR: dataDir };
    portA = await freePort();
    [a, b] = await Promise.all([startAppProcess(portA, env), freePort().then((port) => startAppProcess(port, env))]);
    const started = await api(b, buyer, "/api/conversations", { listingId: car.id });
    expect(started.status).toBe(201);
    chatId = (started.body as { id: number }).id;
  });

  afterAll(async () => {
    for (const reader of readers) reader.close();
    await killAll();
    await handle?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  let sellerOnA: SseReader;
  let buyerOnB: SseReader;
  let first: ChatMessage;
  let reply: ChatMessage;

  it("a message sent through B reaches the seller's stream on A, once", async () => {
    sellerOnA = await streamOn(a, seller, 0);
    first = await sendVia(b, buyer, "Is the Swift still available?");
    await sellerOnA.waitForMessages(1);
    await sellerOnA.settle(500);
    expect(sellerOnA.messages).toEqual([first]);
    expect(first.body).toBe("Is the Swift still available?");
  });

  it("a reply sent through A reaches the buyer's stream on B, once (and the seller's own stream)", async () => {
    buyerOnB = await streamOn(b, buyer, first.id);
    reply = await sendVia(a, seller, "Yes, come and see it on Sunday");
    await buyerOnB.waitForMessages(1);
    await sellerOnA.waitForMessages(2);
    await buyerOnB.settle(500);
    expect(buyerOnB.messages).toEqual([reply]);
    expect(ids(sellerOnA)).toEqual([first.id, reply.id]);
  });

  it("after A crashes and restarts, Last-Event-ID brings what was sent meanwhile, once; B's stream never noticed", async () => {
    await a.crash();
    const whileDown = [];
    for (const text of ["Can you do 4.5 lakh?", "I can come at 11", "Is the service record there?"]) whileDown.push(await sendVia(b, buyer, text));
    a = await startAppProcess(portA, env);
    const resumed = await streamOn(a, seller, reply.id);
    await resumed.waitForMessages(whileDown.length);
    const live = await sendVia(b, buyer, "See you then");
    await resumed.waitForMessages(whileDown.length + 1);
    await buyerOnB.waitForMessages(whileDown.length + 2);
    await resumed.settle(500);
    expect(resumed.messages).toEqual([...whileDown, live]);
    expect(ids(buyerOnB)).toEqual([reply.id, ...whileDown.map((m) => m.id), live.id]);
  });
});

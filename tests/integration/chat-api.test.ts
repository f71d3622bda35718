/**
 * The chat's JSON API: starting a conversation from a car, sending (blank, too long, rate
 * limit, payment warning), the two sides' lists with unread counts, marking read by message
 * id, block and report, and every endpoint answering a non-participant exactly as it answers
 * a missing conversation (404).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { LIMITS } from "~/.server/auth/rate-limit";
import { getMessageBus } from "~/.server/messaging/get-message-bus";
import type { ConversationListItem, ConversationView } from "~/lib/messaging/conversation";
import { loader as reportsLoader } from "~/routes/api/admin-conversation-reports";
import { loader as conversationLoader } from "~/routes/api/conversation";
import { action as safetyAction } from "~/routes/api/conversation-safety";
import { action as readAction, loader as readLoader } from "~/routes/api/conversation-read";
import { action as conversationsAction, loader as conversationsLoader } from "~/routes/api/conversations";
import { TestBrowser } from "./accounts-client";
import { signUpAs, type SignedIn } from "./admin-accounts";
import { useDatabase } from "./api-client";
import { createSellerCar, send, sendOk, startChat } from "./chat-helpers";
import { createListing } from "./factories";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
let seller: SignedIn;
let buyer: SignedIn;
let outsider: SignedIn;
let admin: SignedIn;
let carId: number;
let chatId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
  seller = await signUpAs(handle.db, "user", "Sunil Patil");
  buyer = await signUpAs(handle.db, "user", "Asha Rao");
  outsider = await signUpAs(handle.db, "user", "Ravi Kumar");
  admin = await signUpAs(handle.db, "admin", "Admin Meera");
  carId = (await createSellerCar(handle.db, seller.id)).id;
  chatId = await startChat(buyer.browser, carId);
});

afterAll(async () => {
  // Its LISTEN connection (on PostgreSQL) must go before the test database is dropped.
  await (await getMessageBus()).close();
  await handle.close();
});

const list = async (who: SignedIn) => ((await who.browser.call(conversationsLoader, "/api/conversations")).body as { items: ConversationListItem[] }).items;
const open = (who: SignedIn, id: number | string, query = "") =>
  who.browser.call(conversationLoader, `/api/conversations/${id}${query}`, { params: { id: String(id) } });
const markRead = (who: SignedIn, id: number | string, json: unknown) =>
  who.browser.call(readAction, `/api/conversations/${id}/read`, { json, params: { id: String(id) } });
const unread = async (who: SignedIn, id = chatId) => (await list(who)).find((c) => c.id === id)!.unreadCount;
const readMarks = async () =>
  (await handle.db.execute<{ buyer: string; seller: string }>(sql`select buyer_last_read_id::text as buyer, seller_last_read_id::text as seller
    from conversations where id = ${chatId}`)).rows[0];
const safety = (who: SignedIn, id: number | string, what: "block" | "report" | "contact", json: unknown) =>
  who.browser.call(safetyAction, `/api/conversations/${id}/${what}`, { json, params: { id: String(id) } });

describe("starting a conversation", () => {
  it("is one per buyer per car: asking again returns the same one", async () => {
    const again = await buyer.browser.call(conversationsAction, "/api/conversations", { json: { listingId: carId } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ id: chatId });
  });

  it("refuses a seller on their own car, a partner's car, a missing car and a guest", async () => {
    const own = await seller.browser.call(conversationsAction, "/api/conversations", { json: { listingId: carId } });
    expect(own.status).toBe(403);
    const partnerCar = await createListing(handle.db, { make: "Honda", model: "City" });
    expect((await buyer.browser.call(conversationsAction, "/api/conversations", { json: { listingId: partnerCar.id } })).status).toBe(404);
    const soldCar = await createListing(handle.db, { sellerId: seller.id, status: "sold" });
    expect((await buyer.browser.call(conversationsAction, "/api/conversations", { json: { listingId: soldCar.id } })).status).toBe(404);
    expect((await buyer.browser.call(conversationsAction, "/api/conversations", { json: { listingId: 99_999_999 } })).status).toBe(404);
    expect((await new TestBrowser().call(conversationsAction, "/api/conversations", { json: { listingId: carId } })).status).toBe(401);
  });
});

describe("sending", () => {
  it("stores trimmed plain text and refuses blank or over 2,000 characters", async () => {
    const message = await sendOk(buyer.browser, chatId, "  Is the Swift still available? <b>hi</b>  ");
    expect(message.body).toBe("Is the Swift still available? <b>hi</b>");
    expect(message.flaggedPayment).toBe(false);
    for (const blank of ["", "   ", "\n\t \n"]) expect((await send(buyer.browser, chatId, blank)).status).toBe(400);
    expect((await send(buyer.browser, chatId, "a".repeat(2001))).status).toBe(400);
    expect((await send(buyer.browser, chatId, "अ".repeat(2000))).status).toBe(201);
  });

  it("flags a message asking for money by UPI or an advance", async () => {
    const scam = await sendOk(seller.browser, chatId, "Token amount 5000 advance bhej do, UPI id sunil@okaxis");
    expect(scam.flaggedPayment).toBe(true);
    const honest = await sendOk(seller.browser, chatId, "Yes, come on Sunday for a test drive");
    expect(honest.flaggedPayment).toBe(false);
  });

  it("is rate-limited per user", async () => {
    const car = await createSellerCar(handle.db, seller.id);
    const id = await startChat(outsider.browser, car.id);
    const { max, windowSeconds } = LIMITS.chatMessage.account;
    const windowMs = windowSeconds * 1000;
    const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs).toISOString();
    // The window already holds `max` messages (sending them one by one would only be slower).
    await handle.db.execute(sql`insert into rate_limits (key, window_start, count) values (${`chatMessage:account:${outsider.id}`}, ${windowStart}, ${max})`);
    const refused = await send(outsider.browser, id, "One more");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
  });
});

describe("the lists", () => {
  it("show each side the car, the other's name (never phone or email), the last message and unread count", async () => {
    // The seller wrote last: writing is reading, so nothing is unread on their side.
    const [sellerItem] = (await list(seller)).filter((c) => c.id === chatId);
    expect(sellerItem).toMatchObject({ role: "seller", listingId: carId, vehicleTitle: "Maruti Suzuki Swift", otherName: "Asha Rao", unreadCount: 0 });
    expect(sellerItem!.pictureUrl).toMatch(/^\/images\/cars\/\d+\/.+-400\.webp$/);
    expect(sellerItem!.lastMessage).toMatchObject({ body: "Yes, come on Sunday for a test drive", mine: true });
    const [buyerItem] = await list(buyer);
    expect(buyerItem).toMatchObject({ id: chatId, role: "buyer", otherName: "Sunil Patil", unreadCount: 2 });
    const text = JSON.stringify([await list(seller), await list(buyer), (await open(buyer, chatId)).body]);
    for (const secret of [seller.email, buyer.email, "98000000"]) expect(text).not.toContain(secret);
  });

  it("opening a conversation sets its unread count to 0; afterId reads only newer messages", async () => {
    const view = (await open(buyer, chatId)).body as ConversationView;
    expect(view.conversation).toMatchObject({ role: "buyer", otherName: "Sunil Patil", blocked: false });
    expect(view.messages.length).toBe(4);
    expect((await list(buyer)).find((c) => c.id === chatId)!.unreadCount).toBe(0);
    const newer = await sendOk(buyer.browser, chatId, "Great, see you then");
    expect((await list(seller)).find((c) => c.id === chatId)!.unreadCount).toBe(1);
    const after = (await open(seller, chatId, `?afterId=${view.messages.at(-1)!.id}`)).body as ConversationView;
    expect(after.messages.map((m) => m.id)).toEqual([newer.id]);
    expect((await list(seller)).find((c) => c.id === chatId)!.unreadCount).toBe(0);
  });

  it("a long chat opens on its latest 100 messages and beforeId pages back through the rest", async () => {
    const car = await createSellerCar(handle.db, seller.id);
    const id = await startChat(buyer.browser, car.id);
    // 150 messages written straight to the table (sending them would meet the rate limit).
    await handle.db.execute(sql`insert into messages (conversation_id, sender_id, body)
      select ${id}, ${buyer.id}, 'Message ' || n from generate_series(1, 150) n`);
    const latest = ((await open(seller, id)).body as ConversationView).messages;
    expect(latest.map((m) => m.body)).toEqual(Array.from({ length: 100 }, (_, i) => `Message ${i + 51}`));
    const earlier = ((await open(seller, id, `?beforeId=${latest[0]!.id}`)).body as ConversationView).messages;
    expect(earlier.map((m) => m.body)).toEqual(Array.from({ length: 50 }, (_, i) => `Message ${i + 1}`));
    expect((await open(seller, id, "?beforeId=x")).status).toBe(400);
  });

  it("a seller does not see a conversation the buyer opened but never wrote in", async () => {
    const car = await createSellerCar(handle.db, seller.id);
    const silent = await startChat(buyer.browser, car.id);
    expect((await list(buyer)).map((c) => c.id)).toContain(silent);
    expect((await list(seller)).map((c) => c.id)).not.toContain(silent);
  });
});

describe("marking read by id (what the live stream delivered)", () => {
  it("drops the recipient's unread count up to the given message, never backwards, without sending messages", async () => {
    const first = await sendOk(seller.browser, chatId, "The service history is with me");
    const second = await sendOk(seller.browser, chatId, "And both keys");
    expect(await unread(buyer)).toBe(2);
    const answer = await markRead(buyer, chatId, { upToId: first.id });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ lastReadId: first.id });
    expect(JSON.stringify(answer.body)).not.toContain("service history");
    expect(await unread(buyer)).toBe(1);
    expect((await markRead(buyer, chatId, { upToId: second.id })).body).toEqual({ lastReadId: second.id });
    expect(await unread(buyer)).toBe(0);
    // An older id leaves the mark where it is; the other side's mark is not the caller's to move.
    expect((await markRead(buyer, chatId, { upToId: first.id })).body).toEqual({ lastReadId: second.id });
    expect(await unread(seller)).toBe(0);
  });

  it("refuses a message from another conversation, bad input and anything but POST", async () => {
    const before = await readMarks();
    const car = await createSellerCar(handle.db, seller.id);
    const elsewhere = await sendOk(buyer.browser, await startChat(buyer.browser, car.id), "Is this one still for sale?");
    expect((await markRead(seller, chatId, { upToId: elsewhere.id })).status).toBe(404);
    for (const json of [{}, { upToId: "12" }, { upToId: 0 }, { upToId: -1 }, { upToId: 1.5 }, { upToId: 2 ** 60 }]) {
      expect((await markRead(buyer, chatId, json)).status).toBe(400);
    }
    expect((await buyer.browser.call(readLoader, `/api/conversations/${chatId}/read`, { params: { id: String(chatId) } })).status).toBe(405);
    expect(await readMarks()).toEqual(before);
  });

  it("user B cannot mark user A's conversation read: 404 as for a missing one, and nothing moves", async () => {
    const latest = await sendOk(seller.browser, chatId, "Sunday at 11 then");
    const before = await readMarks();
    expect(await unread(buyer)).toBe(1);
    const theirs = await markRead(outsider, chatId, { upToId: latest.id });
    const none = await markRead(outsider, 99_999_999, { upToId: latest.id });
    expect(theirs.status).toBe(404);
    expect(JSON.stringify(theirs.body).replaceAll(String(chatId), "ID")).toBe(JSON.stringify(none.body).replaceAll("99999999", "ID"));
    expect((await markRead({ browser: new TestBrowser(), id: "", email: "", name: "Guest" }, chatId, { upToId: latest.id })).status).toBe(401);
    expect(await readMarks()).toEqual(before);
    expect(await unread(buyer)).toBe(1);
  });
});

describe("block and report", () => {
  it("a blocked conversation refuses messages; only the one who blocked may unblock", async () => {
    expect((await safety(buyer, chatId, "block", { blocked: true })).body).toEqual({ blocked: true });
    expect((await send(seller.browser, chatId, "Hello?")).status).toBe(403);
    expect((await send(buyer.browser, chatId, "Hello?")).status).toBe(403);
    expect((await safety(seller, chatId, "block", { blocked: false })).status).toBe(403);
    expect(((await open(buyer, chatId)).body as ConversationView).conversation).toMatchObject({ blocked: true, blockedByMe: true });
    expect((await safety(buyer, chatId, "block", { blocked: false })).body).toEqual({ blocked: false });
    expect((await send(seller.browser, chatId, "Hello again")).status).toBe(201);
  });

  it("a report reaches the admins, and only them", async () => {
    const report = await safety(buyer, chatId, "report", { reason: "Asked for an advance by UPI before showing the car" });
    expect(report.status).toBe(201);
    expect((await safety(buyer, chatId, "report", { reason: "" })).status).toBe(400);
    const answer = await admin.browser.call(reportsLoader, "/api/admin/conversation-reports");
    expect(answer.status).toBe(200);
    const [item] = (answer.body as { items: unknown[] }).items;
    expect(item).toMatchObject({
      conversationId: chatId,
      vehicleTitle: "Maruti Suzuki Swift",
      reporter: { id: buyer.id, name: "Asha Rao" },
      reported: { id: seller.id, name: "Sunil Patil" },
      flaggedCount: 1,
    });
    expect((await seller.browser.call(reportsLoader, "/api/admin/conversation-reports")).status).toBe(403);
    expect((await new TestBrowser().call(reportsLoader, "/api/admin/conversation-reports")).status).toBe(401);
  });
});

describe("contact details", () => {
  const theirs = async (who: SignedIn) => ((await open(who, chatId)).body as ConversationView).contacts;

  it("stay hidden until their owner shares them, one at a time, and can be hidden again", async () => {
    expect(await theirs(buyer)).toEqual({ mine: { phone: false, email: false }, theirs: { phone: null, email: null } });
    expect((await safety(seller, chatId, "contact", { phone: true, email: false })).body).toEqual({ phone: true, email: false });
    const buyerSees = await theirs(buyer);
    expect(buyerSees.theirs.phone).toMatch(/^98\d{8}$/);
    expect(buyerSees.theirs.email).toBeNull();
    // The seller's choice shows nothing of the buyer's to the seller.
    expect(await theirs(seller)).toEqual({ mine: { phone: true, email: false }, theirs: { phone: null, email: null } });
    await safety(seller, chatId, "contact", { phone: false, email: true });
    expect((await theirs(buyer)).theirs).toEqual({ phone: null, email: seller.email });
    await safety(seller, chatId, "contact", { phone: false, email: false });
    expect((await theirs(buyer)).theirs).toEqual({ phone: null, email: null });
    expect((await safety(seller, chatId, "contact", { phone: "yes" })).status).toBe(400);
  });
});

describe("a non-participant", () => {
  it("gets 404 from every endpoint, exactly as for a missing conversation", async () => {
    const missing = 99_999_999;
    const answers = async (id: number) => [
      await open(outsider, id),
      await open(outsider, id, "?afterId=0"),
      await send(outsider.browser, id, "Hi, is it available?"),
      await markRead(outsider, id, { upToId: 1 }),
      await safety(outsider, id, "block", { blocked: true }),
      await safety(outsider, id, "report", { reason: "Looks like spam" }),
      await safety(outsider, id, "contact", { phone: true, email: true }),
    ];
    const theirs = await answers(chatId);
    const none = await answers(missing);
    expect(theirs.map((a) => a.status)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    const strip = (body: unknown) => JSON.stringify(body).replaceAll(String(chatId), "ID").replaceAll(String(missing), "ID");
    expect(theirs.map((a) => strip(a.body))).toEqual(none.map((a) => strip(a.body)));
    expect((await list(outsider)).map((c) => c.id)).not.toContain(chatId);
    // Nothing changed: not blocked, no report from the outsider.
    expect(((await open(buyer, chatId)).body as ConversationView).conversation.blocked).toBe(false);
    const reports = await handle.db.execute(sql`select 1 from conversation_reports where reporter_id = ${outsider.id}`);
    expect(reports.rows).toEqual([]);
  });

  it("a guest gets 401", async () => {
    expect((await new TestBrowser().call(conversationsLoader, "/api/conversations")).status).toBe(401);
    expect((await send(new TestBrowser(), chatId, "hi")).status).toBe(401);
  });
});

/**
 * Mail about chat messages left unread, end to end through the outbox: one mail per unread
 * stretch once the newest unread message is older than the quiet period, none again until the
 * recipient reads; never in a blocked conversation, to someone who turned message emails off
 * (Settings or the mail's link), or twice when two deliveries race.
 */
import { and, desc, eq, ilike, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database, DbHandle } from "~/.server/db/client";
import { outbox, users } from "~/.server/db/schema";
import { host } from "~/.server/host";
import { startConversation } from "~/.server/messaging/conversations";
import type { MessagePublisher } from "~/.server/messaging/message-bus";
import { readConversation, sendMessage } from "~/.server/messaging/messages";
import { setConversationBlocked } from "~/.server/messaging/safety";
import { deliverUnreadMessageMail, UNREAD_MAIL_QUIET_MS, UNREAD_MAIL_WINDOW_MS } from "~/.server/messaging/unread-mail";
import { action as settingsAction, loader as settingsLoader } from "~/routes/account/settings";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "~/routes/messaging/unsubscribe";
import { TestBrowser } from "./accounts-client";
import { signUpAs } from "./admin-accounts";
import { useDatabase } from "./api-client";
import { createSellerCar } from "./chat-helpers";
import { createTestDatabase } from "./test-db";
import { startPeriodicJob, UNREAD_MAIL_JOB } from "../../server/periodic-jobs";

let handle: DbHandle;
let db: Database;
let counter = 0;

// Delivery is what is under test: live fan-out is not.
const quietBus: MessagePublisher = { announce: async () => () => {} };

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  useDatabase(handle);
});

afterAll(async () => {
  await handle.close();
});

interface Person {
  id: string;
  name: string;
  email: string;
  phone: string;
}

async function person(name: string): Promise<Person> {
  counter += 1;
  const p = { id: `user-unread-${counter}`, name, email: `unread-${counter}@example.com`, phone: `98765${String(counter).padStart(5, "0")}` };
  await db.insert(users).values(p);
  return p;
}

/** A buyer and a seller talking about the seller's car. */
async function chat() {
  const seller = await person("Sunil Patil");
  const buyer = await person("Asha Rao");
  const car = await createSellerCar(db, seller.id);
  const { id } = await startConversation(db, buyer.id, car.id);
  return { seller, buyer, id };
}

const say = (who: Person, conversationId: number, text: string) => sendMessage(db, quietBus, { id: who.id, ip: "203.0.113.40" }, conversationId, text);

/** Moves a conversation's messages `ms` into the past, as if that much time had gone by. */
async function age(conversationId: number, ms: number) {
  const by = sql`${ms / 1000}::float8 * interval '1 second'`;
  await db.execute(sql`update messages set created_at = created_at - ${by} where conversation_id = ${conversationId}`);
  await db.execute(sql`update conversations set last_message_at = last_message_at - ${by} where id = ${conversationId}`);
}

const pastQuiet = (conversationId: number) => age(conversationId, UNREAD_MAIL_QUIET_MS + 60_000);

const deliver = () => deliverUnreadMessageMail(db);

/** The unread-message mails a person got, newest first (a signed-up user's account mails left out). */
const mailsTo = (email: string) =>
  db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.channel, "email"), ilike(outbox.subject, "%new message%")))
    .orderBy(desc(outbox.id));

const linkIn = (body: string, path: string) => body.match(new RegExp(`https?://\\S+${path}\\S*`))?.[0] ?? null;

describe("unread-message mail", () => {
  it("mails once for several unread messages, only after the quiet period, without the sender's contact details", async () => {
    const { seller, buyer, id } = await chat();
    await say(buyer, id, "Hello, is the Swift still available?");
    await say(buyer, id, "Has it had any accident?");
    await say(buyer, id, "Can I see it on Saturday morning in Pune?");
    expect(await deliver()).toBe(0);
    expect(await mailsTo(seller.email)).toHaveLength(0);

    await pastQuiet(id);
    expect(await deliver()).toBe(1);
    const [mail] = await mailsTo(seller.email);
    expect(mail.subject).toBe("3 new messages from Asha Rao about 2019 Maruti Suzuki Swift");
    expect(mail.body).toContain("Hello Sunil Patil,");
    expect(mail.body).toContain("Asha Rao sent you 3 messages about the 2019 Maruti Suzuki Swift");
    expect(mail.body).toContain('"Can I see it on Saturday morning in Pune?"');
    expect(linkIn(mail.body, `/messages/${id}`)).toBe(`http://localhost:3000/messages/${id}`);
    expect(linkIn(mail.body, "/messages/unsubscribe")).not.toBeNull();
    expect(mail.body).not.toContain(buyer.email);
    expect(mail.body).not.toContain(buyer.phone);
    // The buyer wrote last and has read everything: nothing for them.
    expect(await mailsTo(buyer.email)).toHaveLength(0);

    expect(await deliver()).toBe(0);
    expect(await mailsTo(seller.email)).toHaveLength(1);
  });

  it("sends nothing more for later messages until the recipient reads; then a new stretch mails again, either way", async () => {
    const { seller, buyer, id } = await chat();
    await say(buyer, id, "Is the price negotiable?");
    await pastQuiet(id);
    expect(await deliver()).toBe(1);

    await say(buyer, id, "Hello?");
    await say(buyer, id, "Still interested.");
    await pastQuiet(id);
    expect(await deliver()).toBe(0);
    expect(await mailsTo(seller.email)).toHaveLength(1);

    await readConversation(db, seller.id, id);
    expect(await deliver()).toBe(0);

    await say(buyer, id, "Could you send the service records?");
    expect(await deliver()).toBe(0);
    await pastQuiet(id);
    expect(await deliver()).toBe(1);
    const mails = await mailsTo(seller.email);
    expect(mails).toHaveLength(2);
    expect(mails[0].subject).toBe("New message from Asha Rao about 2019 Maruti Suzuki Swift");
    expect(mails[0].body).toContain("Asha Rao sent you a message about");

    // The seller answers (sending is reading); now the buyer has a stretch of their own.
    await say(seller, id, "Yes, I will bring them on Saturday.");
    await pastQuiet(id);
    expect(await deliver()).toBe(1);
    const [toBuyer] = await mailsTo(buyer.email);
    expect(toBuyer.subject).toBe("New message from Sunil Patil about 2019 Maruti Suzuki Swift");
    expect(toBuyer.body).not.toContain(seller.email);
    expect(await mailsTo(seller.email)).toHaveLength(2);
  });

  it("warns instead of quoting a latest message that asks for money, and cuts a long one short", async () => {
    const { seller, buyer, id } = await chat();
    await say(seller, id, "Please send 5000 advance by UPI to hold the car for you");
    await pastQuiet(id);
    expect(await deliver()).toBe(1);
    const [warned] = await mailsTo(buyer.email);
    expect(warned.body).toContain("The latest message asks for a payment");
    expect(warned.body).not.toContain("5000");

    await readConversation(db, buyer.id, id);
    await say(seller, id, "Very clean car. ".repeat(30));
    await pastQuiet(id);
    expect(await deliver()).toBe(1);
    const [long] = await mailsTo(buyer.email);
    const quoted = /^ {2}"(.*)"$/m.exec(long.body)![1];
    // About 200 characters, cut after a whole word.
    expect(quoted.endsWith("...")).toBe(true);
    expect(quoted.length).toBeGreaterThan(160);
    expect(quoted.length).toBeLessThanOrEqual(203);
    expect("Very clean car. ".repeat(30).startsWith(`${quoted.slice(0, -3)} `)).toBe(true);
  });

  it("sends nothing in a blocked conversation, nor for a stretch older than the window", async () => {
    const blocked = await chat();
    await say(blocked.buyer, blocked.id, "Last price?");
    await setConversationBlocked(db, blocked.seller.id, blocked.id, true);
    await pastQuiet(blocked.id);

    const stale = await chat();
    await say(stale.buyer, stale.id, "Anyone there?");
    await age(stale.id, UNREAD_MAIL_WINDOW_MS + 60_000);

    expect(await deliver()).toBe(0);
    for (const who of [blocked.seller, blocked.buyer, stale.seller]) expect(await mailsTo(who.email)).toHaveLength(0);
  });

  it("two deliveries racing send one mail", async () => {
    const { seller, buyer, id } = await chat();
    await say(buyer, id, "I can pay the full amount on Monday.");
    await pastQuiet(id);
    const [a, b] = await Promise.all([deliver(), deliver()]);
    expect(a + b).toBe(1);
    expect(await mailsTo(seller.email)).toHaveLength(1);
  });

  it("the server's periodic job delivers a stretch, then stops", async () => {
    const { seller, buyer, id } = await chat();
    await say(buyer, id, "What is the lowest you will go?");
    await pastQuiet(id);
    const stop = startPeriodicJob(host, db, { ...UNREAD_MAIL_JOB, intervalMs: 20 });
    try {
      await vi.waitFor(async () => expect(await mailsTo(seller.email)).toHaveLength(1), { timeout: 5_000 });
    } finally {
      await stop();
    }
  });
});

describe("turning message emails off", () => {
  it("Settings' switch stops them and turns them back on, for that user only", async () => {
    const seller = await signUpAs(db, "user", "Meena Iyer");
    const buyer = await person("Kiran Das");
    const car = await createSellerCar(db, seller.id);
    const { id } = await startConversation(db, buyer.id, car.id);

    const settings = async () => (await seller.browser.call(settingsLoader, "/settings")).body as { alertEmails: boolean; messageEmails: boolean };
    expect(await settings()).toMatchObject({ alertEmails: false, messageEmails: true });
    await seller.browser.call(settingsAction, "/settings", { form: { intent: "settings", alertEmails: "on", userId: buyer.id } });
    expect(await settings()).toMatchObject({ alertEmails: true, messageEmails: false });
    const [buyerRow] = await db.select({ on: users.messageEmails }).from(users).where(eq(users.id, buyer.id));
    expect(buyerRow.on).toBe(true);

    await say(buyer, id, "Is the car still available?");
    await pastQuiet(id);
    expect(await deliver()).toBe(0);
    expect(await mailsTo(seller.email)).toHaveLength(0);

    await seller.browser.call(settingsAction, "/settings", { form: { intent: "settings", alertEmails: "on", messageEmails: "on" } });
    expect(await settings()).toMatchObject({ messageEmails: true });
    expect(await deliver()).toBe(1);
    expect(await mailsTo(seller.email)).toHaveLength(1);
  });

  it("the mail's link asks on GET, stops them on POST without sign-in, and a forged token changes nothing", async () => {
    const { seller, buyer, id } = await chat();
    const other = await chat();
    await say(buyer, id, "Would you take 4 lakh?");
    await say(other.buyer, other.id, "Is the car insured?");
    await pastQuiet(id);
    await pastQuiet(other.id);
    expect(await deliver()).toBe(2);
    const link = new URL(linkIn((await mailsTo(seller.email))[0].body, "/messages/unsubscribe")!);
    const otherLink = new URL(linkIn((await mailsTo(other.seller.email))[0].body, "/messages/unsubscribe")!);
    const guest = new TestBrowser();
    const page = (method: "GET" | "POST", path: string) =>
      method === "GET" ? guest.call(unsubscribeLoader, path) : guest.call(unsubscribeAction, path, { form: { "List-Unsubscribe": "One-Click" } });
    const emailsOn = async (who: Person) => (await db.select({ on: users.messageEmails }).from(users).where(eq(users.id, who.id)))[0].on;

    // The other seller's MAC with this seller's id: refused, on GET and POST alike.
    const forged = `/messages/unsubscribe?token=${seller.id}.${otherLink.searchParams.get("token")!.split(".")[1]}`;
    expect(await page("POST", forged)).toMatchObject({ status: 400, body: { state: "invalid" } });
    expect(await page("GET", forged)).toMatchObject({ status: 400 });
    expect(await page("POST", "/messages/unsubscribe")).toMatchObject({ status: 400 });
    expect(await emailsOn(seller)).toBe(true);

    // GET only asks (mail scanners follow links); the one-click POST stops them.
    expect(await page("GET", link.pathname + link.search)).toMatchObject({ status: 200, body: { state: "on" } });
    expect(await emailsOn(seller)).toBe(true);
    expect(await page("POST", link.pathname + link.search)).toMatchObject({ status: 200, body: { state: "stopped" } });
    expect(await emailsOn(seller)).toBe(false);
    expect(await page("POST", link.pathname + link.search)).toMatchObject({ status: 200, body: { state: "off" } });
    expect(await page("GET", link.pathname + link.search)).toMatchObject({ status: 200, body: { state: "off" } });
    expect(await emailsOn(other.seller)).toBe(true);

    await readConversation(db, seller.id, id);
    await say(buyer, id, "Final offer: 4.2 lakh.");
    await pastQuiet(id);
    expect(await deliver()).toBe(0);
    expect(await mailsTo(seller.email)).toHaveLength(1);
  });
});

/**
 * Issue 32, DPDP Act 2023 (decision 026): deleting an account after the password again or a
 * mailed code; what goes, and what stays without the person (the other side's chat, reported
 * chats, enquiries already sent, analytics); signed out everywhere; the email free again.
 */
import { eq, type SQL, type Table } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DbHandle } from "~/.server/db/client";
import {
  accounts,
  blogSubmissions,
  conversationReports,
  conversations,
  enquiries,
  events,
  listingDeletions,
  listings,
  messages,
  outbox,
  priceAlerts,
  recentSearches,
  savedListings,
  sessions,
  users,
} from "~/.server/db/schema";
import type { DiskPhotoStorage } from "~/.server/uploads/photo-storage";
import type { ConversationListItem } from "~/lib/messaging/conversation";
import { action as authAction } from "~/routes/account/auth";
import { action as profileAction, loader as profileLoader } from "~/routes/account/profile";
import { action as safetyAction } from "~/routes/api/conversation-safety";
import { loader as conversationsLoader } from "~/routes/api/conversations";
import { loader as rootLoader } from "~/root";
import { readCode, readCodes, registration, TestBrowser, type Answer } from "./accounts-client";
import { signUpAs, type SignedIn } from "./admin-accounts";
import { useDatabase } from "./api-client";
import { createSellerCar, send, sendOk, startChat } from "./chat-helpers";
import { createSellerTestDatabase } from "./seller-listings-helpers";

const PASSWORD = "secret#123";
let handle: DbHandle;
let db: Database;
let storage: DiskPhotoStorage;

beforeAll(async () => {
  ({ handle, storage } = await createSellerTestDatabase());
  db = handle.db;
  useDatabase(handle);
});

afterAll(async () => {
  await handle.close();
});

const whoIs = async (browser: TestBrowser) => ((await browser.call(rootLoader, "/")).body as { user: { id: string } | null }).user;
const flashOf = async (browser: TestBrowser) => ((await browser.call(rootLoader, "/")).body as { flash: { message: string } | null }).flash;
const deleteWithPassword = (who: SignedIn, password: string) =>
  who.browser.call(profileAction, "/profile", { form: { intent: "delete-account", password, confirm: "on" } });
const report = (who: SignedIn, id: number, reason: string) =>
  who.browser.call(safetyAction, `/api/conversations/${id}/report`, { json: { reason }, params: { id: String(id) } });
const listOf = async (who: SignedIn) => ((await who.browser.call(conversationsLoader, "/api/conversations")).body as { items: ConversationListItem[] }).items;

async function signInAgain(who: SignedIn): Promise<TestBrowser> {
  const browser = new TestBrowser("198.51.100.77");
  await browser.call(authAction, "/auth", { form: { intent: "login", email: who.email, password: PASSWORD, redirectTo: "/" } });
  return browser;
}

describe("deleting an account with its password", () => {
  it("removes the person, withdraws their cars and keeps what others and the law need without them", async () => {
    const leaver = await signUpAs(db, "user", "Leela Menon");
    const seller = await signUpAs(db, "user", "Suresh Pillai");
    const reporter = await signUpAs(db, "user", "Ravi Kumar");
    const otherDevice = await signInAgain(leaver);
    expect(await whoIs(otherDevice)).not.toBeNull();

    // The leaver's own car, with a photo file, and a blog story with one.
    const ownCar = await createSellerCar(db, leaver.id);
    await storage.put(`listings/${ownCar.id}/abc123/400.webp`, Buffer.from("photo"));
    const [story] = await db
      .insert(blogSubmissions)
      .values({ title: "My Creta", content: "Ten thousand km in.", authorName: "Leela Menon", authorEmail: leaver.email, userId: leaver.id })
      .returning({ id: blogSubmissions.id });
    await storage.put(`blog/${story!.id}/def456/400.webp`, Buffer.from("story photo"));

    // As a buyer: a saved car, a search, a price alert, an enquiry, an analytics event, two chats.
    const theirCar = await createSellerCar(db, seller.id);
    await db.insert(savedListings).values({ userId: leaver.id, listingId: theirCar.id });
    await db.insert(recentSearches).values({ userId: leaver.id, queryKey: "creta", label: "Creta", href: "/search?q=creta" });
    await db.insert(priceAlerts).values({ userId: leaver.id, listingId: theirCar.id, priceAtCreation: theirCar.price });
    await db.insert(enquiries).values({ listingId: theirCar.id, userId: leaver.id, name: "Leela Menon", email: leaver.email, phone: "9812345678", message: "Still there?" });
    await db.insert(events).values({ type: "view", listingId: theirCar.id, userId: leaver.id });
    const chat = await startChat(leaver.browser, theirCar.id);
    await sendOk(leaver.browser, chat, "Is it still available?");
    await sendOk(seller.browser, chat, "Yes, come on Sunday.");
    const reporterCar = await createSellerCar(db, reporter.id);
    const reported = await startChat(leaver.browser, reporterCar.id);
    await sendOk(leaver.browser, reported, "Pay an advance by UPI first");
    expect((await report(reporter, reported, "Asked me for money")).status).toBe(201);
    expect((await report(leaver, reported, "Rude replies")).status).toBe(201);

    // A wrong password deletes nothing.
    const wrong = await deleteWithPassword(leaver, "wrong#123");
    expect(wrong.status).toBe(400);
    expect((wrong.body as { errors: Record<string, string> }).errors.password).toBe("Password is incorrect");
    expect(await whoIs(leaver.browser)).not.toBeNull();

    const done = await deleteWithPassword(leaver, PASSWORD);
    expect(done.status).toBe(302);
    expect(done.location).toBe("/");
    expect((await flashOf(leaver.browser))?.message).toBe("Your account has been deleted");
    expect(await whoIs(leaver.browser)).toBeNull();
    expect(await whoIs(otherDevice)).toBeNull();

    const count = async (table: Table, where: SQL) => (await db.select().from(table).where(where)).length;
    expect(await count(users, eq(users.id, leaver.id))).toBe(0);
    expect(await count(sessions, eq(sessions.userId, leaver.id))).toBe(0);
    expect(await count(accounts, eq(accounts.userId, leaver.id))).toBe(0);
    expect(await count(savedListings, eq(savedListings.userId, leaver.id))).toBe(0);
    expect(await count(recentSearches, eq(recentSearches.userId, leaver.id))).toBe(0);
    expect(await count(priceAlerts, eq(priceAlerts.userId, leaver.id))).toBe(0);
    expect(await count(blogSubmissions, eq(blogSubmissions.id, story!.id))).toBe(0);
    expect(await storage.get(`blog/${story!.id}/def456/400.webp`)).toBeNull();
    // The car is withdrawn the way a seller deletes one: row, photo files, and the index is told.
    expect(await count(listings, eq(listings.id, ownCar.id))).toBe(0);
    expect(await storage.get(`listings/${ownCar.id}/abc123/400.webp`)).toBeNull();
    expect(await count(listingDeletions, eq(listingDeletions.listingId, ownCar.id))).toBe(1);
    // Analytics keep the event, not the person.
    const [event] = await db.select({ userId: events.userId }).from(events).where(eq(events.listingId, theirCar.id));
    expect(event).toEqual({ userId: null });
    // The enquiry the seller already has stays, without the person's details.
    const [enquiry] = await db.select().from(enquiries).where(eq(enquiries.listingId, theirCar.id));
    expect(enquiry).toMatchObject({ userId: null, name: "Deleted user", phone: "", email: null, message: "Still there?" });

    // The seller keeps their side of the chat; the leaver's messages are gone.
    const [kept] = await db.select().from(conversations).where(eq(conversations.id, chat));
    expect(kept).toMatchObject({ buyerId: null, sellerId: seller.id });
    const left = await db.select({ body: messages.body, senderId: messages.senderId }).from(messages).where(eq(messages.conversationId, chat));
    expect(left).toEqual([{ body: "Yes, come on Sunday.", senderId: seller.id }]);
    const sellerList = await listOf(seller);
    expect(sellerList.find((c) => c.id === chat)).toMatchObject({ otherName: "Deleted user", otherDeleted: true });
    const refused = await send(seller.browser, chat, "Are you coming?");
    expect(refused.status).toBe(403);

    // A reported chat keeps the leaver's messages (no sender) and both reports (one without its reporter).
    const evidence = await db.select({ body: messages.body, senderId: messages.senderId }).from(messages).where(eq(messages.conversationId, reported));
    expect(evidence).toEqual([{ body: "Pay an advance by UPI first", senderId: null }]);
    const reports = await db.select({ reporterId: conversationReports.reporterId }).from(conversationReports).where(eq(conversationReports.conversationId, reported));
    expect(reports.map((r) => r.reporterId).sort()).toEqual([reporter.id, null].sort());

    // A confirmation mail; the leaver's earlier mails (codes) are gone from the outbox.
    const mails = await db.select({ subject: outbox.subject }).from(outbox).where(eq(outbox.recipient, leaver.email));
    expect(mails).toEqual([{ subject: "Your CarSaathi account has been deleted" }]);
  });

  it("lets the same email register again afterwards", async () => {
    const leaver = await signUpAs(db, "user", "Arjun Rao");
    expect((await deleteWithPassword(leaver, PASSWORD)).status).toBe(302);
    const browser = new TestBrowser("198.51.100.90");
    await browser.call(authAction, "/auth", { form: registration(leaver.email, { phone: "9811111111" }) });
    const verified = await browser.call(authAction, "/auth", { form: { intent: "verify", email: leaver.email, ...(await readCodes(db, leaver.email, "9811111111")) } });
    expect(verified.status).toBe(302);
    const again = await whoIs(browser);
    expect(again).not.toBeNull();
    expect(again!.id).not.toBe(leaver.id);
  });

  it("needs the confirmation box, and is rate-limited per user", async () => {
    const user = await signUpAs(db, "user", "Kavya Shah");
    const unticked = await user.browser.call(profileAction, "/profile", { form: { intent: "delete-account", password: PASSWORD } });
    expect((unticked.body as { errors: Record<string, string> }).errors.confirm).toBe("Tick the box to confirm");
    const answers: Answer[] = [];
    for (let i = 0; i < 6; i++) answers.push(await deleteWithPassword(user, "wrong#123"));
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 400, 429]);
    // Even the right password waits out the window.
    expect((await deleteWithPassword(user, PASSWORD)).status).toBe(429);
    expect(await whoIs(user.browser)).not.toBeNull();
  });
});

describe("deleting an account that has no password (Google sign-in)", () => {
  it("asks for a code mailed to the account's address", async () => {
    const user = await signUpAs(db, "user", "Gita Bose");
    await db.delete(accounts).where(eq(accounts.userId, user.id)); // as if it signed up with Google
    const page = (await user.browser.call(profileLoader, "/profile")).body as { hasPassword: boolean };
    expect(page.hasPassword).toBe(false);

    const withoutCode = await user.browser.call(profileAction, "/profile", { form: { intent: "delete-account", code: "123456", confirm: "on" } });
    expect(withoutCode.status).toBe(400);
    const sent = await user.browser.call(profileAction, "/profile", { form: { intent: "delete-account-code" } });
    expect(sent.body).toMatchObject({ intent: "delete-account", codeSent: true });
    const code = await readCode(db, user.email);
    const wrongCode = code === "000000" ? "111111" : "000000";
    const wrong = await user.browser.call(profileAction, "/profile", { form: { intent: "delete-account", code: wrongCode, confirm: "on" } });
    expect((wrong.body as { errors: Record<string, string> }).errors.code).toBe("Invalid code. Please try again.");
    const done = await user.browser.call(profileAction, "/profile", { form: { intent: "delete-account", code, confirm: "on" } });
    expect(done.status).toBe(302);
    expect(await db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
  });
});

/**
 * The dashboard pages through their loaders and actions with real sessions: Messages shows a
 * seller only what buyers sent about their own cars (B neither reads nor marks A's), newest
 * first with the buyer's details as given; Analytics answers dealers and refuses others.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBookingRequest, createEnquiry } from "~/.server/details/buyer-requests";
import type { DbHandle } from "~/.server/db/client";
import { enquiries, users } from "~/.server/db/schema";
import { MESSAGES_PAGE_SIZE } from "~/.server/selling/dashboard-messages";
import { action as authAction } from "~/routes/account/auth";
import { loader as analyticsLoader } from "~/routes/seller/analytics";
import { action as messagesAction, loader as messagesLoader } from "~/routes/seller/messages";
import { loader as rootLoader } from "~/root";
import { useDatabase } from "./api-client";
import { readCodes, registration, TestBrowser, uniqueEmail } from "./accounts-client";
import { createListing } from "./factories";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
type Seller = { browser: TestBrowser; id: string };
let asha: Seller;
let ravi: Seller;

async function signUp(name: string, phone: string, ip: string): Promise<Seller> {
  const browser = new TestBrowser(ip);
  const email = uniqueEmail(name.toLowerCase());
  await browser.call(authAction, "/auth", { form: registration(email, { fullName: name, phone }) });
  await browser.call(authAction, "/auth", { form: { intent: "verify", email, ...(await readCodes(handle.db, email, phone)) } });
  const { user } = (await browser.call(rootLoader, "/")).body as { user: { id: string } };
  return { browser, id: user.id };
}

type MessagesPage = { messages: { kind: string; id: number; listingImage: string; buyerName: string; phone: string; email: string | null; message: string | null; handled: boolean }[]; total: number; pageCount: number };
const messagesOf = async (s: Seller, query = "") => (await s.browser.call(messagesLoader, `/seller/messages${query}`)).body as MessagesPage;

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
  asha = await signUp("Asha", "9876543210", "203.0.113.20");
  ravi = await signUp("Ravi", "9123456780", "203.0.113.21");
});

afterAll(async () => {
  await handle.close();
});

describe("/seller/messages", () => {
  it("lists enquiries and bookings on the seller's cars, newest first; another seller sees none and cannot mark them", async () => {
    const car = await createListing(handle.db, { sellerId: asha.id, title: "Hyundai Creta SX" });
    const first = await createEnquiry(handle.db, car.id, null, { name: "Meera", phone: "98765 43210", email: "meera@example.com", message: "Still available?" });
    await createBookingRequest(handle.db, car.id, 1_000_000, null, { name: "Kiran", phone: "9000000001", email: undefined } as never);

    const page = await messagesOf(asha);
    expect(page.total).toBe(2);
    expect(page.messages.map((m) => m.kind)).toEqual(["booking", "enquiry"]);
    expect(page.messages.every((m) => m.listingImage.startsWith(`/images/cars/${car.id}/`))).toBe(true);
    expect(page.messages[1]).toMatchObject({ buyerName: "Meera", phone: "98765 43210", email: "meera@example.com", message: "Still available?", handled: false });

    expect((await messagesOf(ravi)).messages).toEqual([]);
    // The AppError becomes a 404 page in the server (page-errors.ts), as for an id that does not exist.
    const bad = ravi.browser.call(messagesAction, "/seller/messages", { form: { intent: "handled", enquiryId: String(first.id) } });
    await expect(bad).rejects.toMatchObject({ status: 404 });
    const [row] = await handle.db.select({ handledAt: enquiries.handledAt }).from(enquiries).where(eq(enquiries.id, first.id));
    expect(row.handledAt).toBeNull();

    const ok = await asha.browser.call(messagesAction, "/seller/messages", { form: { intent: "handled", enquiryId: String(first.id) } });
    expect(ok.status).toBe(200);
    expect((await messagesOf(asha)).messages[1].handled).toBe(true);
  });

  it("pages by " + MESSAGES_PAGE_SIZE, async () => {
    const car = await createListing(handle.db, { sellerId: ravi.id });
    for (let i = 0; i < MESSAGES_PAGE_SIZE + 3; i++) {
      await createEnquiry(handle.db, car.id, null, { name: `Buyer ${i}`, phone: "9000000000", email: undefined, message: "Hello" } as never);
    }
    const one = await messagesOf(ravi);
    expect(one).toMatchObject({ total: MESSAGES_PAGE_SIZE + 3, pageCount: 2 });
    expect(one.messages).toHaveLength(MESSAGES_PAGE_SIZE);
    expect((await messagesOf(ravi, "?page=2")).messages).toHaveLength(3);
    expect((await messagesOf(ravi, "?page=9")).messages).toHaveLength(0);
  });

  it("sends a guest to sign in", async () => {
    const guest = new TestBrowser("203.0.113.22");
    const answer = await guest.call(messagesLoader, "/seller/messages");
    expect(answer.status).toBe(302);
    expect(answer.location).toContain("/auth");
  });
});

describe("/seller/analytics", () => {
  it("answers 403 to a private seller and the figures to a dealer", async () => {
    const refused = await asha.browser.call(analyticsLoader, "/seller/analytics");
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ kind: "dealers-only" });

    await handle.db.update(users).set({ role: "dealer" }).where(eq(users.id, ravi.id));
    const answer = await ravi.browser.call(analyticsLoader, "/seller/analytics?range=90days");
    expect(answer.status).toBe(200);
    const body = answer.body as { kind: string; range: string; series: { keys: string[] }; listings: unknown[] };
    expect(body).toMatchObject({ kind: "analytics", range: "90days" });
    expect(body.series.keys).toHaveLength(90);
    expect(body.listings).toHaveLength(1);
    expect(((await ravi.browser.call(analyticsLoader, "/seller/analytics?range=bogus")).body as { range: string }).range).toBe("30days");
  });
});

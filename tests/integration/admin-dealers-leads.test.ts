/**
 * Dealers: find an account, give it the dealer role with a checked GSTIN, edit, revoke; and the
 * sell leads page (newest first, paged, guest or account, quote or none).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { dealerProfiles, sellLeads, users } from "~/.server/db/schema";
import { DEALER_MESSAGES } from "~/.server/admin/dealers";
import { getSellerFacts } from "~/.server/details/seller";
import { LEADS_PAGE_SIZE } from "~/.server/admin/sell-leads";
import type { AccountMatch, DealerRow } from "~/lib/admin/dealer-form";
import type { AdminSellLead } from "~/lib/admin/sell-lead";
import { GSTIN_MESSAGES } from "~/lib/selling/gstin";
import { action as dealersAction, loader as dealersLoader } from "~/routes/admin/dealers";
import { loader as leadsLoader } from "~/routes/admin/leads";
import { loader as sellerLayoutLoader } from "~/routes/seller/layout";
import { useDatabase } from "./api-client";
import { signUpAs, type SignedIn } from "./admin-accounts";
import { createListing } from "./factories";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
let admin: SignedIn;
let owner: SignedIn;
let other: SignedIn;
let ownersCar: number;

const PROFILE = { businessName: "Shree Ganesh Motors", gstin: "27AAPFU0939F1ZV", address: "12 FC Road, Shivajinagar", city: "Pune" };

const save = (userId: string, fields: Record<string, string>) =>
  admin.browser.call(dealersAction, "/admin/dealers", { form: { intent: "save", userId, ...fields } });
const roleOf = async (id: string) => (await handle.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
  admin = await signUpAs(handle.db, "admin", "Meera Admin");
  owner = await signUpAs(handle.db, "user", "Ganesh Patil");
  other = await signUpAs(handle.db, "user", "Kiran Shah");
  ownersCar = (await createListing(handle.db, { sellerId: owner.id })).id;
  expect((await getSellerFacts(handle.db, ownersCar, null)).verified).toBe(false);
});

afterAll(async () => {
  await handle.close();
});

describe("/admin/dealers", () => {
  it("finds an account by email, whatever its case", async () => {
    const page = (await admin.browser.call(dealersLoader, `/admin/dealers?email=${encodeURIComponent(owner.email.toUpperCase())}`)).body as { match: AccountMatch };
    expect(page.match).toMatchObject({ userId: owner.id, role: "user", profile: null });
    const none = (await admin.browser.call(dealersLoader, "/admin/dealers?email=nobody%40example.in")).body as { match: null; searched: boolean };
    expect(none).toMatchObject({ match: null, searched: true });
  });

  it("refuses a bad GSTIN and a short business name with their messages, changing nothing", async () => {
    const answer = await save(owner.id, { ...PROFILE, businessName: "S", gstin: "27AAPFU0939F1ZW" });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ ok: false, errors: { businessName: "Business name must be at least 2 characters", gstin: GSTIN_MESSAGES.checksum } });
    expect((await save(owner.id, { ...PROFILE, gstin: "99AAPFU0939F1ZV" })).body).toMatchObject({ errors: { gstin: GSTIN_MESSAGES.state } });
    expect(await roleOf(owner.id)).toBe("user");
  });

  it("gives the dealer role with the profile, and the seller dashboard says 'Verified Dealer'", async () => {
    const answer = await save(owner.id, { ...PROFILE, gstin: " 27aapfu0939f1zv " });
    expect(answer.body).toEqual({ ok: true, message: DEALER_MESSAGES.granted });
    expect(await roleOf(owner.id)).toBe("dealer");
    const [profile] = await handle.db.select().from(dealerProfiles).where(eq(dealerProfiles.userId, owner.id));
    expect(profile).toMatchObject(PROFILE);
    const seller = (await owner.browser.call(sellerLayoutLoader, "/seller")).body as { seller: { isDealer: boolean; dealerName: string } };
    expect(seller.seller).toMatchObject({ isDealer: true, dealerName: PROFILE.businessName });
    const list = (await admin.browser.call(dealersLoader, "/admin/dealers")).body as { dealers: DealerRow[] };
    expect(list.dealers).toEqual([{ userId: owner.id, name: owner.name, email: owner.email, profile: { ...PROFILE, makeIds: [] } }]);
    // Buyers see the same check on the dealer's cars.
    expect((await getSellerFacts(handle.db, ownersCar, null)).verified).toBe(true);
  });

  it("edits the profile", async () => {
    const answer = await save(owner.id, { ...PROFILE, city: "Mumbai" });
    expect(answer.body).toEqual({ ok: true, message: DEALER_MESSAGES.updated });
    const [profile] = await handle.db.select({ city: dealerProfiles.city }).from(dealerProfiles).where(eq(dealerProfiles.userId, owner.id));
    expect(profile?.city).toBe("Mumbai");
  });

  it("will not give one GSTIN to two dealers", async () => {
    const answer = await save(other.id, PROFILE);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ ok: false, errors: { gstin: DEALER_MESSAGES.gstinTaken } });
    expect(await roleOf(other.id)).toBe("user");
  });

  it("will not make an admin a dealer", async () => {
    const answer = await save(admin.id, { ...PROFILE, gstin: "29AAGCB7383J1Z4" });
    expect(answer.status).toBe(409);
    expect(await roleOf(admin.id)).toBe("admin");
  });

  it("revokes the role and the profile; revoking again says it is not a dealer", async () => {
    const answer = await admin.browser.call(dealersAction, "/admin/dealers", { form: { intent: "revoke", userId: owner.id } });
    expect(answer.body).toEqual({ ok: true, message: DEALER_MESSAGES.revoked });
    expect(await roleOf(owner.id)).toBe("user");
    expect(await handle.db.select().from(dealerProfiles).where(eq(dealerProfiles.userId, owner.id))).toEqual([]);
    expect((await getSellerFacts(handle.db, ownersCar, null)).verified).toBe(false);
    const again = await admin.browser.call(dealersAction, "/admin/dealers", { form: { intent: "revoke", userId: owner.id } });
    expect(again.body).toMatchObject({ ok: false, message: DEALER_MESSAGES.notDealer });
  });

  it("lists a dealer whose business is not recorded yet (like the demo dealer)", async () => {
    await handle.db.update(users).set({ role: "dealer" }).where(eq(users.id, other.id));
    const list = (await admin.browser.call(dealersLoader, "/admin/dealers")).body as { dealers: DealerRow[] };
    expect(list.dealers).toEqual([{ userId: other.id, name: other.name, email: other.email, profile: null }]);
  });
});

describe("/admin/leads", () => {
  it("lists leads newest first, paged, with the account or 'guest' and the quote or none", async () => {
    const base = Date.now() - 86_400_000;
    const rows = Array.from({ length: LEADS_PAGE_SIZE + 3 }, (_, i) => ({
      make: "Hyundai",
      model: "Creta",
      year: 2019,
      city: "Pune",
      phone: `98765${String(i).padStart(5, "0")}`,
      km: i === 0 ? null : 40_000,
      owners: 1,
      userId: i % 2 ? other.id : null,
      quoteLow: i % 3 ? 800_000 : null,
      quoteEstimate: i % 3 ? 850_000 : null,
      quoteHigh: i % 3 ? 900_000 : null,
      createdAt: new Date(base + i * 60_000),
    }));
    await handle.db.insert(sellLeads).values(rows);

    const first = (await admin.browser.call(leadsLoader, "/admin/leads")).body as { leads: AdminSellLead[]; total: number; pageCount: number };
    expect(first.total).toBe(rows.length);
    expect(first.pageCount).toBe(2);
    expect(first.leads).toHaveLength(LEADS_PAGE_SIZE);
    expect(first.leads[0]).toMatchObject({ phone: rows.at(-1)!.phone, car: "Hyundai Creta" });
    const times = first.leads.map((l) => Date.parse(l.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(first.leads.some((l) => l.account?.email === other.email)).toBe(true);
    expect(first.leads.some((l) => l.account === null)).toBe(true);
    expect(first.leads.some((l) => l.quote === null)).toBe(true);

    const second = (await admin.browser.call(leadsLoader, "/admin/leads?page=2")).body as { leads: AdminSellLead[] };
    expect(second.leads).toHaveLength(3);
    expect(second.leads.at(-1)).toMatchObject({ phone: rows[0]!.phone, km: null, quote: null, account: null });
  });
});

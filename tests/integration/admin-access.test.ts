/**
 * Only admins get in: every admin loader and action sends a guest to /auth (and back), and a
 * signed-in user or dealer to / with 'Admin access required', changing nothing on the way.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { blogSubmissions, conversationReports, conversations, listings, users } from "~/.server/db/schema";
import { loader as indexLoader } from "~/routes/admin/index";
import { loader as layoutLoader } from "~/routes/admin/layout";
import { action as listingsAction, loader as listingsLoader } from "~/routes/admin/listings";
import { loader as leadsLoader } from "~/routes/admin/leads";
import { action as dealersAction, loader as dealersLoader } from "~/routes/admin/dealers";
import { action as reportsAction, loader as reportsLoader } from "~/routes/admin/reports";
import { action as reportAction, loader as reportLoader } from "~/routes/admin/report";
import { action as blogAction, loader as blogLoader } from "~/routes/admin/blog";
import { useDatabase } from "./api-client";
import { TestBrowser } from "./accounts-client";
import { nextToast, signUpAs, type SignedIn } from "./admin-accounts";
import { createListing } from "./factories";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
let admin: SignedIn;
let buyer: SignedIn;
let dealer: SignedIn;
let pendingId: number;
let reportId: number;
let storyId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
  admin = await signUpAs(handle.db, "admin", "Meera Admin");
  buyer = await signUpAs(handle.db, "user", "Ravi Buyer");
  dealer = await signUpAs(handle.db, "dealer", "Dev Dealer");
  pendingId = (await createListing(handle.db, { status: "pending", sellerId: buyer.id })).id;
  const car = await createListing(handle.db, { sellerId: dealer.id });
  const [chat] = await handle.db.insert(conversations).values({ listingId: car.id, buyerId: buyer.id, sellerId: dealer.id }).returning();
  const [report] = await handle.db.insert(conversationReports).values({ conversationId: chat!.id, reporterId: buyer.id, reason: "Rude messages" }).returning();
  reportId = report!.id;
  const [story] = await handle.db
    .insert(blogSubmissions)
    .values({ title: "A story", content: "Long enough content for a story.", authorName: "Ravi", authorEmail: "ravi@example.com", userId: buyer.id })
    .returning();
  storyId = story!.id;
});

afterAll(async () => {
  await handle.close();
});

type Call = (browser: TestBrowser) => ReturnType<TestBrowser["call"]>;

const CALLS: Record<string, Call> = {
  "GET /admin": (b) => b.call(indexLoader, "/admin"),
  "GET /admin (layout)": (b) => b.call(layoutLoader, "/admin/listings"),
  "GET /admin/listings": (b) => b.call(listingsLoader, "/admin/listings"),
  "GET /admin/listings?tab=recent": (b) => b.call(listingsLoader, "/admin/listings?tab=recent"),
  "POST /admin/listings approve": (b) => b.call(listingsAction, "/admin/listings", { form: { intent: "approve", listingId: String(pendingId) } }),
  "POST /admin/listings reject": (b) =>
    b.call(listingsAction, "/admin/listings", { form: { intent: "reject", listingId: String(pendingId), reason: "Photos show another car entirely" } }),
  "GET /admin/leads": (b) => b.call(leadsLoader, "/admin/leads"),
  "GET /admin/dealers": (b) => b.call(dealersLoader, `/admin/dealers?email=${encodeURIComponent("x@example.in")}`),
  "POST /admin/dealers save": (b) =>
    b.call(dealersAction, "/admin/dealers", {
      form: { intent: "save", userId: b === buyer.browser ? buyer.id : dealer.id, businessName: "Sneaky Motors", gstin: "27AAPFU0939F1ZV", address: "1 MG Road", city: "Pune" },
    }),
  "POST /admin/dealers revoke": (b) => b.call(dealersAction, "/admin/dealers", { form: { intent: "revoke", userId: dealer.id } }),
  "GET /admin/reports": (b) => b.call(reportsLoader, "/admin/reports"),
  "GET /admin/reports?tab=resolved": (b) => b.call(reportsLoader, "/admin/reports?tab=resolved"),
  "POST /admin/reports resolve": (b) => b.call(reportsAction, "/admin/reports", { form: { intent: "resolve", reportId: String(reportId), note: "Nothing to see" } }),
  "GET /admin/reports/:id": (b) => b.call(reportLoader, `/admin/reports/${reportId}`, { params: { id: String(reportId) } }),
  "POST /admin/reports/:id resolve": (b) =>
    b.call(reportAction, `/admin/reports/${reportId}`, { form: { intent: "resolve", reportId: String(reportId) }, params: { id: String(reportId) } }),
  "GET /admin/blog": (b) => b.call(blogLoader, "/admin/blog"),
  "GET /admin/blog?status=all": (b) => b.call(blogLoader, "/admin/blog?status=all"),
  "POST /admin/blog approve": (b) => b.call(blogAction, "/admin/blog", { form: { intent: "approve", submissionId: String(storyId) } }),
  "POST /admin/blog reject": (b) => b.call(blogAction, "/admin/blog", { form: { intent: "reject", submissionId: String(storyId), adminNotes: "No" } }),
};

describe.each(Object.entries(CALLS))("%s", (_name, call) => {
  it("sends a guest to sign in and back", async () => {
    const answer = await call(new TestBrowser());
    expect(answer.status).toBe(302);
    expect(answer.location).toMatch(/^\/auth\?redirectTo=%2Fadmin/);
  });

  it.each(["user", "dealer"] as const)("sends a signed-in %s home with 'Admin access required'", async (who) => {
    const browser = who === "user" ? buyer.browser : dealer.browser;
    const answer = await call(browser);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/");
    expect(await nextToast(browser)).toBe("Admin access required");
  });
});

describe("what non-admins tried", () => {
  it("changed nothing", async () => {
    const [listing] = await handle.db.select({ status: listings.status, moderatedBy: listings.moderatedBy }).from(listings).where(eq(listings.id, pendingId));
    expect(listing).toEqual({ status: "pending", moderatedBy: null });
    const roles = await handle.db.select({ id: users.id, role: users.role }).from(users);
    expect(roles.find((u) => u.id === buyer.id)?.role).toBe("user");
    expect(roles.find((u) => u.id === dealer.id)?.role).toBe("dealer");
    const [report] = await handle.db.select({ resolvedAt: conversationReports.resolvedAt }).from(conversationReports).where(eq(conversationReports.id, reportId));
    expect(report).toEqual({ resolvedAt: null });
    const [story] = await handle.db.select({ status: blogSubmissions.status, approvedAt: blogSubmissions.approvedAt }).from(blogSubmissions).where(eq(blogSubmissions.id, storyId));
    expect(story).toEqual({ status: "pending", approvedAt: null });
  });
});

describe("an admin", () => {
  it("gets the pages, private and not indexed", async () => {
    for (const answer of [
      await admin.browser.call(layoutLoader, "/admin/listings"),
      await admin.browser.call(listingsLoader, "/admin/listings"),
      await admin.browser.call(leadsLoader, "/admin/leads"),
      await admin.browser.call(dealersLoader, "/admin/dealers"),
      await admin.browser.call(reportsLoader, "/admin/reports"),
      await admin.browser.call(reportLoader, `/admin/reports/${reportId}`, { params: { id: String(reportId) } }),
      await admin.browser.call(blogLoader, "/admin/blog"),
    ]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
      expect(answer.headers.get("X-Robots-Tag")).toBe("noindex");
    }
  });

  it("is sent from /admin to the moderation queue", async () => {
    const answer = await admin.browser.call(indexLoader, "/admin");
    expect(answer.location).toBe("/admin/listings");
  });
});

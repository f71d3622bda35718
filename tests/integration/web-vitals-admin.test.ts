/**
 * /admin/vitals' loader (decision 040): admins only; the p75 of each metric per route and IST
 * day and over the 14 days, with its sample count and Google's rating, one device at a time.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { webVitals } from "~/.server/db/schema";
import { indiaDay } from "~/lib/india-date";
import type { VitalsSummary } from "~/lib/web-vitals/vitals-summary";
import { loader } from "~/routes/admin/vitals";
import { TestBrowser } from "./accounts-client";
import { nextToast, signUpAs, type SignedIn } from "./admin-accounts";
import { useDatabase } from "./api-client";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
let admin: SignedIn;
let buyer: SignedIn;

const today = indiaDay();
const daysAgo = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

function rows(day: string, route: string, metric: string, values: number[], device = "mobile") {
  return values.map((value) => ({ day, route, metric, device, value }));
}

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
  admin = await signUpAs(handle.db, "admin", "Meera Admin");
  buyer = await signUpAs(handle.db, "user", "Ravi Buyer");
  await handle.db.insert(webVitals).values([
    ...rows(today, "/details/:id", "LCP", [1000, 2000, 3000, 4000]),
    ...rows(daysAgo(1), "/details/:id", "LCP", [5000]),
    ...rows(today, "/details/:id", "CLS", [0.05, 0.1]),
    // Outside the 14 days, and on desktop: neither counts on the mobile page.
    ...rows(daysAgo(14), "/details/:id", "LCP", [60_000]),
    ...rows(today, "/details/:id", "LCP", [100], "desktop"),
    // The busier route comes first.
    ...rows(today, "/used-cars", "TTFB", [100, 200, 300, 400, 500, 600]),
  ]);
});

afterAll(async () => {
  await handle.close();
});

describe("/admin/vitals", () => {
  it("sends a guest to sign in and anyone but an admin away with 'Admin access required'", async () => {
    const guest = await new TestBrowser().call(loader, "/admin/vitals");
    expect(guest.status).toBe(302);
    expect(guest.location).toMatch(/^\/auth/);
    const user = await buyer.browser.call(loader, "/admin/vitals");
    expect(user.status).toBe(302);
    expect(user.location).toBe("/");
    expect(await nextToast(buyer.browser)).toBe("Admin access required");
  });

  it("shows the p75 per day and over the 14 days, with counts and ratings, busiest route first", async () => {
    const answer = await admin.browser.call(loader, "/admin/vitals");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toContain("no-store");
    const page = answer.body as VitalsSummary & { device: string };
    expect(page.device).toBe("mobile");
    expect([page.from, page.to]).toEqual([daysAgo(13), today]);
    expect(page.routes.map((r) => r.route)).toEqual(["/used-cars", "/details/:id"]);
    const details = page.routes[1]!;
    // percentile_cont interpolates: of 1000..4000, p75 is 3250; with 5000 too, exactly 4000.
    expect(details.days.map((d) => d.day)).toEqual([today, daysAgo(1)]);
    expect(details.days[0]!.figures.LCP).toEqual({ p75: 3250, samples: 4, rating: "needs-improvement" });
    expect(details.days[1]!.figures.LCP).toEqual({ p75: 5000, samples: 1, rating: "poor" });
    expect(details.overall.LCP).toEqual({ p75: 4000, samples: 5, rating: "needs-improvement" });
    expect(details.overall.CLS).toMatchObject({ p75: expect.closeTo(0.0875, 5), samples: 2, rating: "good" });
    expect(details.overall.INP).toBeUndefined();
    expect(page.routes[0]!.overall.TTFB).toEqual({ p75: 475, samples: 6, rating: "good" });
  });

  it("shows desktop apart", async () => {
    const page = (await admin.browser.call(loader, "/admin/vitals?device=desktop")).body as VitalsSummary;
    expect(page.routes).toEqual([{ route: "/details/:id", overall: { LCP: { p75: 100, samples: 1, rating: "good" } }, days: [{ day: today, figures: { LCP: { p75: 100, samples: 1, rating: "good" } } }] }]);
  });
});

/**
 * Issue 32, DPDP Act 2023 (decision 026): alert mails are opt-in (unticked at registration),
 * given and withdrawn in /settings, each change logged with its time, and the sender obeys.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliverPriceAlerts } from "~/.server/alerts/deliver-price-alerts";
import { setPriceAlert } from "~/.server/details/price-alerts";
import type { Database, DbHandle } from "~/.server/db/client";
import { consents, listings, outbox, priceAlerts, users } from "~/.server/db/schema";
import { action as authAction } from "~/routes/account/auth";
import { action as settingsAction } from "~/routes/account/settings";
import { readCodes, registration, TestBrowser, uniqueEmail } from "./accounts-client";
import { signUpAs } from "./admin-accounts";
import { useDatabase } from "./api-client";
import { createSellerCar } from "./chat-helpers";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
let db: Database;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  useDatabase(handle);
});

afterAll(async () => {
  await handle.close();
});

describe("consent to alert mails", () => {
  const register = async (email: string, extra: Record<string, string>) => {
    const browser = new TestBrowser("198.51.100.120");
    await browser.call(authAction, "/auth", { form: registration(email, { phone: "9822222222", ...extra }) });
    await browser.call(authAction, "/auth", { form: { intent: "verify", email, ...(await readCodes(db, email, "9822222222")) } });
    const [row] = await db.select({ id: users.id, alertEmails: users.alertEmails }).from(users).where(eq(users.email, email));
    return row!;
  };
  const consentRows = (userId: string) =>
    db.select({ purpose: consents.purpose, granted: consents.granted, source: consents.source }).from(consents).where(eq(consents.userId, userId)).orderBy(consents.id);

  it("is off unless ticked at registration, and the tick is recorded", async () => {
    const unticked = await register(uniqueEmail("optout"), {});
    expect(unticked.alertEmails).toBe(false);
    expect(await consentRows(unticked.id)).toEqual([]);
    const ticked = await register(uniqueEmail("optin"), { alertEmails: "on" });
    expect(ticked.alertEmails).toBe(true);
    expect(await consentRows(ticked.id)).toEqual([{ purpose: "alert_emails", granted: true, source: "registration" }]);
  });

  it("Settings gives and withdraws it, each change logged with its time, and alert mails follow it", async () => {
    const user = await signUpAs(db, "user", "Nila Das");
    const car = await createSellerCar(db, (await signUpAs(db, "user", "Omar Khan")).id);
    await db.insert(priceAlerts).values({ userId: user.id, listingId: car.id, priceAtCreation: car.price });
    await db.update(listings).set({ price: car.price - 50_000 }).where(eq(listings.id, car.id));
    const mailsTo = () => db.select().from(outbox).where(and(eq(outbox.recipient, user.email), sql`${outbox.subject} ilike '%price%'`)).orderBy(desc(outbox.id));

    expect(await deliverPriceAlerts(db, { listingIds: [car.id] })).toBe(0);
    expect(await mailsTo()).toHaveLength(0);

    await user.browser.call(settingsAction, "/settings", { form: { intent: "settings", alertEmails: "on", messageEmails: "on" } });
    await user.browser.call(settingsAction, "/settings", { form: { intent: "settings", alertEmails: "on", messageEmails: "on" } });
    await user.browser.call(settingsAction, "/settings", { form: { intent: "settings", messageEmails: "on" } });
    await user.browser.call(settingsAction, "/settings", { form: { intent: "settings", alertEmails: "on" } });
    expect(await consentRows(user.id)).toEqual([
      { purpose: "alert_emails", granted: true, source: "settings" },
      { purpose: "alert_emails", granted: false, source: "settings" },
      { purpose: "alert_emails", granted: true, source: "settings" },
      { purpose: "message_emails", granted: false, source: "settings" },
    ]);
    const [first] = await db.select({ at: consents.recordedAt }).from(consents).where(eq(consents.userId, user.id)).limit(1);
    expect(first!.at).toBeInstanceOf(Date);
    expect(await deliverPriceAlerts(db, { listingIds: [car.id] })).toBe(1);
    expect(await mailsTo()).toHaveLength(1);
  });

  it("setting a price alert asks for its mail: alert emails turn on, logged as such", async () => {
    const user = await signUpAs(db, "user", "Tara Singh");
    const car = await createSellerCar(db, (await signUpAs(db, "user", "Uma Rao")).id);
    await setPriceAlert(db, user.id, car.id, car.price);
    await setPriceAlert(db, user.id, car.id, car.price);
    expect(await consentRows(user.id)).toEqual([{ purpose: "alert_emails", granted: true, source: "price_alert" }]);
  });
});

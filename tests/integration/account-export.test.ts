/**
 * Issue 32, DPDP Act 2023 (decision 026): 'Download my data' is one JSON attachment, never
 * stored, holding the signed-in user's own data and nobody else's; a guest is sent to sign in.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DbHandle } from "~/.server/db/client";
import { recentSearches } from "~/.server/db/schema";
import { loader as exportLoader } from "~/routes/account/export-data";
import { action as settingsAction } from "~/routes/account/settings";
import { TestBrowser } from "./accounts-client";
import { signUpAs } from "./admin-accounts";
import { useDatabase } from "./api-client";
import { createSellerCar, sendOk, startChat } from "./chat-helpers";
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

const exportOf = (browser: TestBrowser) => browser.call(exportLoader, "/profile/data");

describe("downloading my data", () => {
  it("is one attachment, never stored, with the user's own data only", async () => {
    const asha = await signUpAs(db, "user", "Asha Nair");
    const bala = await signUpAs(db, "user", "Bala Iyer");
    const car = await createSellerCar(db, bala.id);
    const chat = await startChat(asha.browser, car.id);
    await sendOk(asha.browser, chat, "Asha's question about the car");
    await sendOk(bala.browser, chat, "Bala's private answer");
    await db.insert(recentSearches).values({ userId: bala.id, queryKey: "bala-only", label: "Bala's search", href: "/search?q=bala" });
    await asha.browser.call(settingsAction, "/settings", { form: { intent: "settings", alertEmails: "on", messageEmails: "on" } });

    const answer = await exportOf(asha.browser);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Disposition")).toMatch(/^attachment; filename="carsaathi-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const data = answer.body as Record<string, unknown> & { profile: { email: string }; sessions: { ipAddress: string; userAgent: string | null }[]; consents: { purpose: string; granted: boolean; recordedAt: string }[]; messagesSent: { body: string }[] };
    expect(data.profile.email).toBe(asha.email);
    expect(data.messagesSent.map((m) => m.body)).toEqual(["Asha's question about the car"]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.sessions[0]).toHaveProperty("ipAddress");
    expect(data.consents).toEqual([expect.objectContaining({ purpose: "alert_emails", granted: true, source: "settings" })]);
    const text = JSON.stringify(data);
    for (const secret of [bala.email, bala.id, "Bala's private answer", "Bala's search"]) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/password|"token"/i);

    const other = (await exportOf(bala.browser)).body as { profile: { email: string }; messagesSent: { body: string }[] };
    expect(other.profile.email).toBe(bala.email);
    expect(other.messagesSent.map((m) => m.body)).toEqual(["Bala's private answer"]);
  });

  it("sends a guest to sign in, and is rate-limited per user", async () => {
    const guest = await exportOf(new TestBrowser());
    expect(guest.status).toBe(302);
    expect(guest.location).toBe("/auth?redirectTo=%2Fprofile%2Fdata");
    const user = await signUpAs(db, "user", "Dev Patel");
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await exportOf(user.browser)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

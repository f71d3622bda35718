import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getCurrentUser } from "~/.server/auth/session";
import type { DbHandle } from "~/.server/db/client";
import { oneTimeCodes, outbox, users } from "~/.server/db/schema";
import { action as authAction } from "~/routes/account/auth";
import { useDatabase } from "./api-client";
import { readCode, registration, TestBrowser, uniqueEmail } from "./accounts-client";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
});

afterAll(async () => {
  await handle.close();
});

async function startRegistration(browser: TestBrowser, email: string) {
  return browser.call(authAction, "/auth?tab=register", { form: registration(email) });
}

const verify = (browser: TestBrowser, email: string, code: string) =>
  browser.call(authAction, "/auth", { form: { intent: "verify", email, code, redirectTo: "/saved-listings" } });

async function userExists(email: string) {
  const rows = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return rows.length > 0;
}

describe("registration with a code", () => {
  it("sends a code to the email and the phone, and creates the account only after the right code", async () => {
    const browser = new TestBrowser();
    const email = uniqueEmail();
    const step1 = await startRegistration(browser, email);
    expect(step1.body).toMatchObject({ step: "verify", email, notice: "OTP sent to your phone & email!" });
    const sent = await handle.db.select({ channel: outbox.channel, recipient: outbox.recipient }).from(outbox).where(sql`${outbox.recipient} in (${email}, '+919876543210')`);
    expect(sent.map((m) => m.channel).sort()).toEqual(["email", "sms"]);
    expect(await userExists(email)).toBe(false);

    const code = await readCode(handle.db, email);
    const wrong = await verify(browser, email, code === "000000" ? "111111" : "000000");
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ errors: { code: "Invalid OTP. Please try again." } });
    expect(await userExists(email)).toBe(false);

    const done = await verify(browser, email, code);
    expect(done.status).toBe(302);
    expect(done.location).toBe("/saved-listings");
    const request = new Request("http://localhost/", { headers: { Cookie: browser.cookieHeader() } });
    expect(await getCurrentUser(request)).toMatchObject({ email, name: "Asha Rao", phone: "9876543210", role: "user" });
    // The code is single-use.
    expect((await verify(new TestBrowser(), email, code)).body).toMatchObject({ errors: { code: "Registration data not found" } });
  });

  it("refuses an email that is already registered", async () => {
    const email = uniqueEmail();
    const browser = new TestBrowser();
    await startRegistration(browser, email);
    await verify(browser, email, await readCode(handle.db, email));
    const again = await startRegistration(new TestBrowser(), email.toUpperCase());
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ errors: { email: "Email already registered" }, values: { fullName: "Asha Rao" } });
  });

  it("re-checks every field on the server", async () => {
    const answer = await new TestBrowser().call(authAction, "/auth", { form: registration(uniqueEmail(), { phone: "12345", terms: "" }) });
    expect(answer.body).toMatchObject({
      errors: { phone: "Phone number must be at least 10 digits", terms: "You must agree to the terms and conditions" },
    });
  });

  it("lets a code expire after 10 minutes", async () => {
    const browser = new TestBrowser();
    const email = uniqueEmail();
    await startRegistration(browser, email);
    const code = await readCode(handle.db, email);
    await handle.db.update(oneTimeCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeCodes.email, email));
    const answer = await verify(browser, email, code);
    expect(answer.body).toMatchObject({ errors: { code: expect.stringContaining("expired") } });
    expect(await userExists(email)).toBe(false);
  });

  it("kills the code after 5 wrong tries, until a new one is sent", async () => {
    const browser = new TestBrowser();
    const email = uniqueEmail();
    await startRegistration(browser, email);
    const code = await readCode(handle.db, email);
    const wrong = code === "999999" ? "888888" : "999999";
    for (let i = 0; i < 5; i++) expect((await verify(browser, email, wrong)).body).toMatchObject({ errors: { code: "Invalid OTP. Please try again." } });
    expect((await verify(browser, email, code)).body).toMatchObject({ errors: { code: expect.stringContaining("Too many wrong codes") } });
    expect(await userExists(email)).toBe(false);

    // 'Resend Code' is refused straight away (cooldown), then works and the new code opens the account.
    const tooSoon = await browser.call(authAction, "/auth", { form: { intent: "resend", email } });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.headers.get("Retry-After")).toBeTruthy();
    await handle.db.update(oneTimeCodes).set({ lastSentAt: new Date(Date.now() - 60_000) }).where(and(eq(oneTimeCodes.email, email)));
    const resent = await browser.call(authAction, "/auth", { form: { intent: "resend", email } });
    expect(resent.body).toMatchObject({ notice: "New code sent!" });
    const fresh = await readCode(handle.db, email);
    expect((await verify(browser, email, fresh)).status).toBe(302);
    expect(await userExists(email)).toBe(true);
  });

  it("says so when there is no pending registration to resend", async () => {
    const answer = await new TestBrowser().call(authAction, "/auth", { form: { intent: "resend", email: uniqueEmail() } });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ formError: "Registration data not found" });
  });
});

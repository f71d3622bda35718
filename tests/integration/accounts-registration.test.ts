import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getCurrentUser } from "~/.server/auth/session";
import type { DbHandle } from "~/.server/db/client";
import { oneTimeCodes, outbox, users } from "~/.server/db/schema";
import { action as authAction } from "~/routes/account/auth";
import { useDatabase } from "./api-client";
import { readCodes, registration, TestBrowser, uniqueEmail } from "./accounts-client";
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

type Codes = { emailCode: string; smsCode: string };
const verify = (browser: TestBrowser, email: string, codes: Codes) =>
  browser.call(authAction, "/auth", { form: { intent: "verify", email, ...codes, redirectTo: "/saved-listings" } });

/** A six-digit code that is not `code`. */
const other = (code: string) => (code === "000000" ? "111111" : "000000");
const INVALID = "Invalid OTP. Please try again.";

async function userExists(email: string) {
  const rows = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return rows.length > 0;
}

describe("registration with a code", () => {
  it("sends one code to the email and another to the phone, and creates the account only after both", async () => {
    const browser = new TestBrowser();
    const email = uniqueEmail();
    const step1 = await startRegistration(browser, email);
    expect(step1.body).toMatchObject({ step: "verify", email, notice: "OTP sent to your phone & email!" });
    const sent = await handle.db.select({ channel: outbox.channel, recipient: outbox.recipient }).from(outbox).where(sql`${outbox.recipient} in (${email}, '+919876543210')`);
    expect(sent.map((m) => m.channel).sort()).toEqual(["email", "sms"]);
    expect(await userExists(email)).toBe(false);
    const [row] = await handle.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, email));
    expect(row.secondaryCodeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.secondaryCodeHash).not.toBe(row.codeHash);

    const codes = await readCodes(handle.db, email);
    const wrong = await verify(browser, email, { emailCode: other(codes.emailCode), smsCode: other(codes.smsCode) });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ errors: { emailCode: INVALID, smsCode: INVALID } });
    expect(await userExists(email)).toBe(false);

    const done = await verify(browser, email, codes);
    expect(done.status).toBe(302);
    expect(done.location).toBe("/saved-listings");
    const request = new Request("http://localhost/", { headers: { Cookie: browser.cookieHeader() } });
    expect(await getCurrentUser(request)).toMatchObject({ email, name: "Asha Rao", phone: "9876543210", role: "user" });
    // The codes are single-use.
    expect((await verify(new TestBrowser(), email, codes)).body).toMatchObject({ errors: {}, formError: "Registration data not found" });
  });

  it("refuses an email that is already registered", async () => {
    const email = uniqueEmail();
    const browser = new TestBrowser();
    await startRegistration(browser, email);
    await verify(browser, email, await readCodes(handle.db, email));
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
    const codes = await readCodes(handle.db, email);
    await handle.db.update(oneTimeCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeCodes.email, email));
    const answer = await verify(browser, email, codes);
    expect(answer.body).toMatchObject({ errors: {}, formError: expect.stringContaining("expired") });
    expect(await userExists(email)).toBe(false);
  });

  it("kills both codes after 5 wrong tries, until new ones are sent", async () => {
    const browser = new TestBrowser();
    const email = uniqueEmail();
    await startRegistration(browser, email);
    const codes = await readCodes(handle.db, email);
    // Five guesses, wrong on either code: the email's, the SMS's, or both.
    const guesses: Codes[] = [
      { emailCode: other(codes.emailCode), smsCode: codes.smsCode },
      { emailCode: codes.emailCode, smsCode: other(codes.smsCode) },
      { emailCode: other(codes.emailCode), smsCode: other(codes.smsCode) },
      { emailCode: other(codes.emailCode), smsCode: codes.smsCode },
      { emailCode: codes.emailCode, smsCode: other(codes.smsCode) },
    ];
    for (const guess of guesses) expect((await verify(browser, email, guess)).status).toBe(400);
    expect((await verify(browser, email, codes)).body).toMatchObject({ formError: expect.stringContaining("Too many wrong codes") });
    expect(await userExists(email)).toBe(false);

    // 'Resend Code' is refused straight away (cooldown), then works and the new code opens the account.
    const tooSoon = await browser.call(authAction, "/auth", { form: { intent: "resend", email } });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.headers.get("Retry-After")).toBeTruthy();
    await handle.db.update(oneTimeCodes).set({ lastSentAt: new Date(Date.now() - 60_000) }).where(and(eq(oneTimeCodes.email, email)));
    const resent = await browser.call(authAction, "/auth", { form: { intent: "resend", email } });
    expect(resent.body).toMatchObject({ notice: "New code sent!" });
    // Two new codes: the old ones (either of them) no longer open anything.
    const fresh = await readCodes(handle.db, email);
    expect(await handle.db.select().from(outbox).where(eq(outbox.recipient, email))).toHaveLength(2);
    if (fresh.emailCode !== codes.emailCode) {
      expect((await verify(browser, email, { ...fresh, emailCode: codes.emailCode })).body).toMatchObject({ errors: { emailCode: INVALID } });
    }
    if (fresh.smsCode !== codes.smsCode) {
      expect((await verify(browser, email, { ...fresh, smsCode: codes.smsCode })).body).toMatchObject({ errors: { smsCode: INVALID } });
    }
    expect((await verify(browser, email, fresh)).status).toBe(302);
    expect(await userExists(email)).toBe(true);
  });

  it("says so when there is no pending registration to resend", async () => {
    const answer = await new TestBrowser().call(authAction, "/auth", { form: { intent: "resend", email: uniqueEmail() } });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ formError: "Registration data not found" });
  });
});

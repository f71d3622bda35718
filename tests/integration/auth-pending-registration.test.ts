/**
 * An account exists only once its owner proved the email (and the phone it stores): one code
 * goes to each, and both are needed, so typing a victim's email with one's own phone gets the
 * attacker nothing. A pending (unverified) registration never keeps the real owner of an email
 * from registering it: a new registration replaces the pending one, codes and details alike,
 * and an expired one is simply overwritten.
 */
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { oneTimeCodes, outbox, users } from "~/.server/db/schema";
import { action as authAction } from "~/routes/account/auth";
import { useDatabase } from "./api-client";
import { readCode, readCodes, readSmsCode, registration, TestBrowser, uniqueEmail } from "./accounts-client";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
});

afterAll(async () => {
  await handle.close();
});

const ATTACKER = { fullName: "Mallory", phone: "9000000001", password: "mallory#1", confirmPassword: "mallory#1" };

const INVALID = "Invalid OTP. Please try again.";
/** A six-digit code that is not `code`. */
const other = (code: string) => (code === "000000" ? "111111" : "000000");

type Codes = { emailCode: string; smsCode: string };
const verify = (browser: TestBrowser, email: string, codes: Partial<Codes>) =>
  browser.call(authAction, "/auth", { form: { intent: "verify", email, ...codes } });

async function attemptsOn(email: string): Promise<number | undefined> {
  const [row] = await handle.db.select({ attempts: oneTimeCodes.attempts }).from(oneTimeCodes).where(eq(oneTimeCodes.email, email));
  return row?.attempts;
}

async function usersWith(email: string) {
  return handle.db.select({ id: users.id, name: users.name, phone: users.phone }).from(users).where(eq(users.email, email));
}

describe("pending registrations", () => {
  it("creates no users row before the code is checked", async () => {
    const email = uniqueEmail();
    const step1 = await new TestBrowser("198.51.100.20").call(authAction, "/auth", { form: registration(email) });
    expect(step1.body).toMatchObject({ step: "verify" });
    expect(await usersWith(email)).toEqual([]);
    const [pending] = await handle.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, email));
    expect(pending.purpose).toBe("register");
    expect(JSON.stringify(pending)).not.toContain("secret#123");
  });

  it("lets the owner register an email someone else left pending; the earlier code dies", async () => {
    const email = uniqueEmail("victim");
    const attacker = new TestBrowser("203.0.113.66");
    await attacker.call(authAction, "/auth", { form: registration(email, ATTACKER) });
    const attackerSms = await readSmsCode(handle.db, ATTACKER.phone);
    expect(await usersWith(email)).toEqual([]);

    const owner = new TestBrowser("198.51.100.21");
    const step1 = await owner.call(authAction, "/auth", { form: registration(email) });
    expect(step1.body).toMatchObject({ step: "verify", notice: "OTP sent to your phone & email!" });
    const ownerCodes = await readCodes(handle.db, email);

    if (attackerSms !== ownerCodes.smsCode) {
      const late = await verify(attacker, email, { emailCode: other(ownerCodes.emailCode), smsCode: attackerSms });
      expect(late.body).toMatchObject({ errors: { emailCode: INVALID, smsCode: INVALID } });
    }
    expect((await verify(owner, email, ownerCodes)).status).toBe(302);
    // The details are the owner's, not the pending registration's.
    expect(await usersWith(email)).toEqual([{ id: expect.any(String), name: "Asha Rao", phone: "9876543210" }]);
  });

  it("overwrites an expired pending registration", async () => {
    const email = uniqueEmail("victim");
    await new TestBrowser("203.0.113.67").call(authAction, "/auth", { form: registration(email, ATTACKER) });
    await handle.db.update(oneTimeCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeCodes.email, email));

    const owner = new TestBrowser("198.51.100.22");
    expect((await owner.call(authAction, "/auth", { form: registration(email) })).body).toMatchObject({ step: "verify" });
    expect((await verify(owner, email, await readCodes(handle.db, email))).status).toBe(302);
    expect(await usersWith(email)).toHaveLength(1);
  });
});

describe("two codes: the email's and the phone's", () => {
  it("an attacker who registered the victim's email with their own phone cannot create the account with the SMS code", async () => {
    const email = uniqueEmail("victim");
    const attacker = new TestBrowser("203.0.113.68");
    await attacker.call(authAction, "/auth", { form: registration(email, ATTACKER) });
    const smsCode = await readSmsCode(handle.db, ATTACKER.phone);
    const emailCode = await readCode(handle.db, email); // in the victim's inbox, out of the attacker's reach
    // The SMS carries the SMS code only.
    const [sms] = await handle.db.select({ body: outbox.body }).from(outbox).where(eq(outbox.recipient, `+91${ATTACKER.phone}`)).orderBy(desc(outbox.id)).limit(1);
    if (emailCode !== smsCode) expect(sms.body).not.toContain(emailCode);

    // The SMS code in both fields, or with a guess for the email's: refused on the email field only.
    const pasted = await verify(attacker, email, { emailCode: smsCode, smsCode });
    if (emailCode !== smsCode) expect(pasted.body).toMatchObject({ errors: { emailCode: INVALID } });
    const guessed = await verify(attacker, email, { emailCode: other(emailCode), smsCode });
    expect(guessed.status).toBe(400);
    expect(guessed.body).toMatchObject({ errors: { emailCode: INVALID } });
    expect((guessed.body as { errors: Record<string, string> }).errors.smsCode).toBeUndefined();
    expect(await usersWith(email)).toEqual([]);
    expect(await attemptsOn(email)).toBe(2);
  });

  it("the email code alone does not create the account either", async () => {
    const email = uniqueEmail();
    const browser = new TestBrowser("198.51.100.23");
    await browser.call(authAction, "/auth", { form: registration(email) });
    const { emailCode, smsCode } = await readCodes(handle.db, email);

    // An empty SMS field: the form is not read (and no guess is spent).
    const missing = await verify(browser, email, { emailCode, smsCode: "" });
    expect(missing.body).toMatchObject({ errors: { smsCode: "Enter the 6-digit code" } });
    expect(await attemptsOn(email)).toBe(0);

    const wrongSms = await verify(browser, email, { emailCode, smsCode: other(smsCode) });
    expect(wrongSms.status).toBe(400);
    expect(wrongSms.body).toMatchObject({ errors: { smsCode: INVALID } });
    expect((wrongSms.body as { errors: Record<string, string> }).errors.emailCode).toBeUndefined();
    if (emailCode !== smsCode) expect((await verify(browser, email, { emailCode, smsCode: emailCode })).status).toBe(400);
    expect(await usersWith(email)).toEqual([]);
  });

  it("both codes create the account, with the phone they proved", async () => {
    const email = uniqueEmail();
    const browser = new TestBrowser("198.51.100.24");
    await browser.call(authAction, "/auth", { form: registration(email, { phone: "9123456780" }) });
    const codes = await readCodes(handle.db, email, "9123456780");
    const done = await verify(browser, email, codes);
    expect(done.status).toBe(302);
    expect(await usersWith(email)).toEqual([{ id: expect.any(String), name: "Asha Rao", phone: "9123456780" }]);
    expect(await attemptsOn(email)).toBeUndefined();
  });

  it("a wrong one of the two is 'Invalid OTP' on its field and one spent attempt; both wrong is still one", async () => {
    const email = uniqueEmail();
    const browser = new TestBrowser("198.51.100.25");
    await browser.call(authAction, "/auth", { form: registration(email) });
    const codes = await readCodes(handle.db, email);

    expect((await verify(browser, email, { ...codes, emailCode: other(codes.emailCode) })).body).toMatchObject({
      errors: { emailCode: INVALID },
      values: { email },
    });
    expect(await attemptsOn(email)).toBe(1);
    expect((await verify(browser, email, { ...codes, smsCode: other(codes.smsCode) })).body).toMatchObject({ errors: { smsCode: INVALID } });
    expect(await attemptsOn(email)).toBe(2);
    expect((await verify(browser, email, { emailCode: other(codes.emailCode), smsCode: other(codes.smsCode) })).body).toMatchObject({
      errors: { emailCode: INVALID, smsCode: INVALID },
    });
    expect(await attemptsOn(email)).toBe(3);
    expect(await usersWith(email)).toEqual([]);
    // The right pair still works within the limit.
    expect((await verify(browser, email, codes)).status).toBe(302);
  });

  it("a registration left pending with a single code (before the fix) cannot be opened by it; 'Resend Code' gives two", async () => {
    const email = uniqueEmail();
    const browser = new TestBrowser("198.51.100.26");
    await browser.call(authAction, "/auth", { form: registration(email) });
    const codes = await readCodes(handle.db, email);
    await handle.db.update(oneTimeCodes).set({ secondaryCodeHash: null, lastSentAt: new Date(Date.now() - 60_000) }).where(eq(oneTimeCodes.email, email));
    expect((await verify(browser, email, codes)).body).toMatchObject({ errors: { smsCode: INVALID } });

    expect((await browser.call(authAction, "/auth", { form: { intent: "resend", email } })).body).toMatchObject({ notice: "New code sent!" });
    expect((await verify(browser, email, await readCodes(handle.db, email))).status).toBe(302);
  });
});

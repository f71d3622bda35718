/**
 * An account exists only once its code is checked, and a pending (unverified) registration
 * never keeps the real owner of an email from registering it: a new registration replaces
 * the pending one, code and details alike, and an expired one is simply overwritten.
 */
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

const ATTACKER = { fullName: "Mallory", phone: "9000000001", password: "mallory#1", confirmPassword: "mallory#1" };

/** The code as the attacker reads it: from the SMS sent to the phone they typed. */
async function smsCode(phone: string): Promise<string> {
  const [row] = await handle.db.select({ body: outbox.body }).from(outbox).where(eq(outbox.recipient, `+91${phone}`)).orderBy(desc(outbox.id)).limit(1);
  return row.body.match(/\b(\d{6})\b/)![1];
}

const verify = (browser: TestBrowser, email: string, code: string) => browser.call(authAction, "/auth", { form: { intent: "verify", email, code } });

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
    const attackerCode = await smsCode(ATTACKER.phone);
    expect(await usersWith(email)).toEqual([]);

    const owner = new TestBrowser("198.51.100.21");
    const step1 = await owner.call(authAction, "/auth", { form: registration(email) });
    expect(step1.body).toMatchObject({ step: "verify", notice: "OTP sent to your phone & email!" });
    const ownerCode = await readCode(handle.db, email);

    if (attackerCode !== ownerCode) {
      expect((await verify(attacker, email, attackerCode)).body).toMatchObject({ errors: { code: "Invalid OTP. Please try again." } });
    }
    expect((await verify(owner, email, ownerCode)).status).toBe(302);
    // The details are the owner's, not the pending registration's.
    expect(await usersWith(email)).toEqual([{ id: expect.any(String), name: "Asha Rao", phone: "9876543210" }]);
  });

  it("overwrites an expired pending registration", async () => {
    const email = uniqueEmail("victim");
    await new TestBrowser("203.0.113.67").call(authAction, "/auth", { form: registration(email, ATTACKER) });
    await handle.db.update(oneTimeCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeCodes.email, email));

    const owner = new TestBrowser("198.51.100.22");
    expect((await owner.call(authAction, "/auth", { form: registration(email) })).body).toMatchObject({ step: "verify" });
    expect((await verify(owner, email, await readCode(handle.db, email))).status).toBe(302);
    expect(await usersWith(email)).toHaveLength(1);
  });
});

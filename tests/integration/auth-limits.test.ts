/**
 * Every auth page action answers 429 once its limit per account and per IP is used up, from a
 * plain client with or without an Origin header; the login limit counts wrong passwords only and
 * emails the owner once (a reset ends it); every refusal is logged without the password or the
 * address in clear.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { LOCKOUT_SUBJECT } from "~/.server/auth/lockout-notice";
import { LIMITS } from "~/.server/auth/rate-limit";
import type { DbHandle } from "~/.server/db/client";
import { outbox } from "~/.server/db/schema";
import { appErrorToRouteError } from "~/.server/http/page-errors";
import { logger } from "~/.server/logger";
import { action as authAction } from "~/routes/account/auth";
import { action as forgotAction } from "~/routes/account/forgot-password";
import { action as profileAction } from "~/routes/account/profile";
import { action as socialAction } from "~/routes/account/social-sign-in";
import { useDatabase } from "./api-client";
import { holdClockMidRateWindow, releaseClock } from "./auth-clock";
import { readCode, readCodes, registration, TestBrowser, uniqueEmail, type Answer } from "./accounts-client";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
  holdClockMidRateWindow();
});

afterAll(async () => {
  releaseClock();
  await handle.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

let ipCounter = 0;
const freshIp = () => `192.0.2.${++ipCounter}`;
const ORIGIN = { Origin: "http://localhost:3000" };
/** Odd attempts carry an Origin, even ones none: the count is the same either way. */
const headersFor = (i: number) => (i % 2 ? ORIGIN : {});

/** `max` attempts get through the limiter (whatever they answer), the next one is a 429. */
async function expectLimitAfter(max: number, attempt: (i: number) => Promise<Answer>): Promise<Answer> {
  for (let i = 0; i < max; i++) {
    const answer = await attempt(i);
    expect(answer.status, `attempt ${i + 1} of ${max}`).not.toBe(429);
  }
  const limited = await attempt(max);
  expect(limited.status).toBe(429);
  expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
  return limited;
}

async function registeredUser(browser = new TestBrowser(freshIp())): Promise<{ email: string; browser: TestBrowser }> {
  const email = uniqueEmail();
  await browser.call(authAction, "/auth", { form: registration(email) });
  await browser.call(authAction, "/auth", { form: { intent: "verify", email, ...(await readCodes(handle.db, email)) } });
  return { email, browser };
}

const login = (browser: TestBrowser, email: string, password: string, i = 0) =>
  browser.call(authAction, "/auth", { form: { intent: "login", email, password }, headers: headersFor(i) });

describe("per-account limits", () => {
  it("login: 429 after the per-email limit, one lockout email, a log line per refusal without the password", async () => {
    const { email } = await registeredUser();
    const warn = vi.spyOn(logger, "warn");
    // A new address per attempt: only the per-account count can stop them.
    await expectLimitAfter(LIMITS.login.account.max, (i) => login(new TestBrowser(freshIp()), email, `wrong#${i}secret`, i));
    await login(new TestBrowser(freshIp()), email, "wrong#lastsecret");
    // The right password is refused too while the account is locked.
    expect((await login(new TestBrowser(freshIp()), email, "secret#123")).status).toBe(429);

    const notices = await handle.db.select().from(outbox).where(and(eq(outbox.recipient, email), eq(outbox.subject, LOCKOUT_SUBJECT)));
    expect(notices).toHaveLength(1);
    expect(notices[0].body).toContain(`${LIMITS.login.account.max} times with a wrong password`);

    const lines = warn.mock.calls.map(([fields]) => fields as unknown as Record<string, string>);
    expect(lines.filter((l) => l.reason === "wrong_password")).toHaveLength(LIMITS.login.account.max);
    expect(lines.filter((l) => l.reason === "rate_limited")).toHaveLength(3);
    expect(lines[0]).toMatchObject({ event: "auth_refused", action: "login", account: `b***@example.in`, ip: expect.stringMatching(/^192\.0\.2\./) });
    expect(lines[0].accountHash).toMatch(/^[0-9a-f]{16}$/);
    const logged = JSON.stringify(warn.mock.calls);
    expect(logged).not.toContain("secret");
    expect(logged).not.toContain(email);
  });

  it("login: only failures count against the account, so its owner signing in often is never locked out", async () => {
    const { email } = await registeredUser();
    // More successful sign-ins than the account's budget, each from its own address.
    for (let i = 0; i <= LIMITS.login.account.max; i++) {
      expect((await login(new TestBrowser(freshIp()), email, "secret#123", i)).status, `sign-in ${i + 1}`).toBe(302);
    }
    expect(await handle.db.select().from(outbox).where(and(eq(outbox.recipient, email), eq(outbox.subject, LOCKOUT_SUBJECT)))).toEqual([]);
    // Wrong passwords still spend it: then even the right one waits.
    await expectLimitAfter(LIMITS.login.account.max, (i) => login(new TestBrowser(freshIp()), email, `wrong#${i}secret`, i));
    expect((await login(new TestBrowser(freshIp()), email, "secret#123")).status).toBe(429);
    const [notice] = await handle.db.select().from(outbox).where(and(eq(outbox.recipient, email), eq(outbox.subject, LOCKOUT_SUBJECT)));
    expect(notice.body).toContain(`${LIMITS.login.account.max} times with a wrong password`);
    expect(notice.body).toContain("None of these attempts signed in, and your password has not been changed");
  });

  it("login: a password reset (which proves the owner has the mailbox) ends the pause, as the lockout mail says", async () => {
    const { email } = await registeredUser();
    await expectLimitAfter(LIMITS.login.account.max, (i) => login(new TestBrowser(freshIp()), email, `wrong#${i}secret`, i));
    const [notice] = await handle.db.select().from(outbox).where(and(eq(outbox.recipient, email), eq(outbox.subject, LOCKOUT_SUBJECT)));
    expect(notice.body).toContain("'Forgot password'");
    const browser = new TestBrowser(freshIp());
    await browser.call(forgotAction, "/forgot-password", { form: { intent: "request", email } });
    const reset = { intent: "reset", email, code: await readCode(handle.db, email), password: "fresh#4567", confirmPassword: "fresh#4567" };
    expect((await browser.call(forgotAction, "/forgot-password", { form: reset })).status).toBe(302);
    expect((await login(new TestBrowser(freshIp()), email, "fresh#4567")).status).toBe(302);
  });

  it("login: logs an unknown account as such, and mails nobody when its limit is reached", async () => {
    const email = uniqueEmail("nobody");
    const warn = vi.spyOn(logger, "warn");
    await expectLimitAfter(LIMITS.login.account.max, (i) => login(new TestBrowser(freshIp()), email, "guess#123", i));
    expect(warn.mock.calls[0][0]).toMatchObject({ action: "login", reason: "unknown_account" });
    expect(await handle.db.select().from(outbox).where(eq(outbox.recipient, email))).toEqual([]);
  });

  it("register: 429 after the per-email limit", async () => {
    const email = uniqueEmail();
    await expectLimitAfter(LIMITS.register.account.max, (i) =>
      new TestBrowser(freshIp()).call(authAction, "/auth", { form: registration(email), headers: headersFor(i) }),
    );
  });

  it("code check: 429 after the per-email limit, logged as a bad code without the code", async () => {
    const email = uniqueEmail();
    const warn = vi.spyOn(logger, "warn");
    await new TestBrowser(freshIp()).call(authAction, "/auth", { form: registration(email) });
    await expectLimitAfter(LIMITS.verifyCode.account.max, (i) =>
      new TestBrowser(freshIp()).call(authAction, "/auth", { form: { intent: "verify", email, emailCode: "000001", smsCode: "000001" }, headers: headersFor(i) }),
    );
    expect(warn.mock.calls[0][0]).toMatchObject({ action: "verify_code", reason: "bad_code" });
    expect(JSON.stringify(warn.mock.calls)).not.toContain("000001");
  });

  it("resend code: 429 after the per-email limit", async () => {
    const email = uniqueEmail();
    await expectLimitAfter(LIMITS.sendCode.account.max, (i) =>
      new TestBrowser(freshIp()).call(authAction, "/auth", { form: { intent: "resend", email }, headers: headersFor(i) }),
    );
  });

  it("forgot password, both steps: 429 after the per-email limits", async () => {
    const email = uniqueEmail();
    await expectLimitAfter(LIMITS.requestReset.account.max, (i) =>
      new TestBrowser(freshIp()).call(forgotAction, "/forgot-password", { form: { intent: "request", email }, headers: headersFor(i) }),
    );
    const reset = { intent: "reset", email, code: "123456", password: "fresh#4567", confirmPassword: "fresh#4567" };
    await expectLimitAfter(LIMITS.resetPassword.account.max, (i) =>
      new TestBrowser(freshIp()).call(forgotAction, "/forgot-password", { form: reset, headers: headersFor(i) }),
    );
  });

  it("password change: 429 after the per-user limit, logged as a wrong current password", async () => {
    const { browser } = await registeredUser();
    const warn = vi.spyOn(logger, "warn");
    const change = { intent: "password", currentPassword: "wrong#9999", password: "fresh#4567", confirmPassword: "fresh#4567" };
    await expectLimitAfter(LIMITS.changePassword.account.max, (i) => browser.call(profileAction, "/profile", { form: change, headers: headersFor(i) }));
    expect(warn.mock.calls[0][0]).toMatchObject({ action: "change_password", reason: "wrong_current_password" });
    expect(JSON.stringify(warn.mock.calls)).not.toContain("wrong#9999");
  });
});

describe("per-IP limits", () => {
  it.each([
    ["login", LIMITS.login.ip.max, (email: string) => ({ intent: "login", email, password: "guess#123" }), authAction],
    ["code check", LIMITS.verifyCode.ip.max, (email: string) => ({ intent: "verify", email, emailCode: "123456", smsCode: "123456" }), authAction],
    ["resend code", LIMITS.sendCode.ip.max, (email: string) => ({ intent: "resend", email }), authAction],
    ["reset request", LIMITS.requestReset.ip.max, (email: string) => ({ intent: "request", email }), forgotAction],
  ] as const)("%s: 429 after %i attempts from one address, a new email each time", async (_name, max, form, handler) => {
    const browser = new TestBrowser(freshIp());
    await expectLimitAfter(max, (i) => browser.call(handler, "/auth", { form: form(uniqueEmail()), headers: headersFor(i) }));
  });

  it("social sign-in start: 429 after the per-IP limit", async () => {
    const browser = new TestBrowser(freshIp());
    // As the Express host wraps every action: an escaping AppError answers with its status.
    const start = (args: Parameters<typeof socialAction>[0]) =>
      socialAction(args).catch((error: unknown) => {
        throw appErrorToRouteError(error);
      });
    await expectLimitAfter(LIMITS.socialSignIn.ip.max, (i) =>
      browser.call(start, "/auth/social/google", { form: {}, params: { provider: "google" }, headers: headersFor(i) }),
    );
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireRole } from "~/.server/auth/session";
import { ensureDemoAccounts, formatDemoAccounts } from "~/.server/import/demo-accounts";
import type { DbHandle } from "~/.server/db/client";
import { sessions, users } from "~/.server/db/schema";
import { action as authAction, loader as authLoader } from "~/routes/account/auth";
import { action as forgotAction } from "~/routes/account/forgot-password";
import { action as logoutAction } from "~/routes/account/logout";
import { loader as savedLoader } from "~/routes/account/saved-listings";
import { loader as rootLoader } from "~/root";
import { useDatabase } from "./api-client";
import { holdClockMidRateWindow, releaseClock } from "./auth-clock";
import { readCode, readCodes, registration, TestBrowser, uniqueEmail } from "./accounts-client";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
const PASSWORD = "secret#123";

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
});

afterAll(async () => {
  await handle.close();
});

/** A registered user, signed out. */
async function registeredUser(): Promise<string> {
  const email = uniqueEmail();
  const browser = new TestBrowser("198.51.100.1");
  await browser.call(authAction, "/auth", { form: registration(email) });
  await browser.call(authAction, "/auth", { form: { intent: "verify", email, ...(await readCodes(handle.db, email)) } });
  await handle.db.delete(sessions);
  return email;
}

const login = (browser: TestBrowser, email: string, password: string, rememberMe = true) =>
  browser.call(authAction, "/auth?redirectTo=%2Fprofile", {
    form: { intent: "login", email, password, redirectTo: "/profile", ...(rememberMe ? { rememberMe: "on" } : {}) },
  });

const whoIs = async (browser: TestBrowser) => ((await browser.call(rootLoader, "/")).body as { user: { email: string } | null }).user;

describe("login and logout", () => {
  it("signs in, greets by name after the redirect and goes back to redirectTo", async () => {
    const email = await registeredUser();
    const browser = new TestBrowser();
    const answer = await login(browser, email, PASSWORD);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/profile");
    const root = (await browser.call(rootLoader, "/profile")).body as { user: { email: string }; flash: { message: string } };
    expect(root.user.email).toBe(email);
    expect(root.flash.message).toBe("Welcome back, Asha Rao!");
    // The flash is shown once.
    expect(((await browser.call(rootLoader, "/")).body as { flash: unknown }).flash).toBeNull();
  });

  it("answers a wrong password and an unknown email the same way", async () => {
    const email = await registeredUser();
    const wrong = await login(new TestBrowser(), email, "wrong#123");
    const unknown = await login(new TestBrowser(), uniqueEmail(), "wrong#123");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const withoutEcho = (body: unknown) => ({ ...(body as object), values: null });
    expect(withoutEcho(wrong.body)).toEqual(withoutEcho(unknown.body));
    expect(wrong.body).toMatchObject({ formError: "Invalid email or password" });
  });

  it("keeps the email and the Remember me box as sent when a login is refused, never the password", async () => {
    const email = await registeredUser();
    const ticked = await login(new TestBrowser(), email, "wrong#123", true);
    const unticked = await login(new TestBrowser(), email, "wrong#123", false);
    expect((ticked.body as { values: unknown }).values).toEqual({ email, rememberMe: "on" });
    expect((unticked.body as { values: unknown }).values).toEqual({ email, rememberMe: "" });
  });

  it("keeps a remembered session for 30 days and the other until the browser closes", async () => {
    const email = await registeredUser();
    const remembered = await login(new TestBrowser(), email, PASSWORD, true);
    const once = await login(new TestBrowser(), email, PASSWORD, false);
    const sessionCookie = (a: { headers: Headers }) => a.headers.getSetCookie().find((c) => c.includes("session_token"));
    expect(sessionCookie(remembered)).toMatch(/Max-Age=2592000/);
    expect(sessionCookie(remembered)).toMatch(/HttpOnly/);
    expect(sessionCookie(remembered)).toMatch(/SameSite=Lax/);
    expect(sessionCookie(once)).not.toMatch(/Max-Age/);
  });

  it("revokes the session on the server at logout", async () => {
    const email = await registeredUser();
    const browser = new TestBrowser();
    await login(browser, email, PASSWORD);
    const stolen = new TestBrowser();
    for (const [k, v] of browser.cookies) stolen.cookies.set(k, v);
    const out = await browser.call(logoutAction, "/logout", { method: "POST", form: {} });
    expect(out.location).toBe("/");
    expect(await whoIs(browser)).toBeNull();
    // A copy of the old cookie is worthless: the session row is gone.
    expect(await whoIs(stolen)).toBeNull();
  });

  it("rate-limits login attempts with a 429 and Retry-After", async () => {
    const email = await registeredUser();
    const browser = new TestBrowser("192.0.2.55");
    holdClockMidRateWindow();
    try {
      for (let i = 0; i < 10; i++) expect((await login(browser, email, "wrong#123")).status).toBe(401);
      const limited = await login(browser, email, PASSWORD);
      expect(limited.status).toBe(429);
      expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
      expect(limited.body).toMatchObject({ formError: expect.stringContaining("Too many attempts") });
    } finally {
      releaseClock();
    }
  });
});

describe("guards", () => {
  it("sends a guest from a protected page to /auth and back, and a signed-in user away from /auth", async () => {
    const guest = await new TestBrowser().call(savedLoader, "/saved-listings?tab=recent");
    expect(guest.status).toBe(302);
    expect(guest.headers.get("Location")).toBe("/auth?redirectTo=%2Fsaved-listings%3Ftab%3Drecent");

    const browser = new TestBrowser();
    await login(browser, await registeredUser(), PASSWORD);
    const away = await browser.call(authLoader, "/auth");
    expect(away.headers.get("Location")).toBe("/saved-listings");
  });

  it("only follows same-site redirectTo paths after login", async () => {
    const email = await registeredUser();
    const answer = await new TestBrowser().call(authAction, "/auth", {
      form: { intent: "login", email, password: PASSWORD, redirectTo: "//evil.example/steal" },
    });
    expect(answer.location).toBe("/saved-listings");
  });
});

describe("roles", () => {
  it("lets only the roles asked for through", async () => {
    const email = await registeredUser();
    const browser = new TestBrowser();
    await login(browser, email, PASSWORD);
    const request = (path: string) => new Request(`http://localhost${path}`, { headers: { Cookie: browser.cookieHeader() } });
    await expect(requireRole(request("/api/x"), ["dealer"])).rejects.toMatchObject({ status: 403 });
    await handle.db.update(users).set({ role: "dealer" }).where(eq(users.email, email));
    await expect(requireRole(request("/seller"), ["dealer", "admin"])).resolves.toMatchObject({ email, role: "dealer" });
    await expect(requireRole(request("/admin"), ["admin"])).rejects.toMatchObject({ status: 403 });
  });
});

describe("forgot password", () => {
  it("answers the same for unknown emails, and a reset ends every session", async () => {
    const email = await registeredUser();
    const unknown = await new TestBrowser().call(forgotAction, "/forgot-password", { form: { intent: "request", email: "nobody@example.in" } });
    const known = await new TestBrowser().call(forgotAction, "/forgot-password", { form: { intent: "request", email } });
    expect(known.body).toMatchObject({ step: "reset", notice: `If an account exists for ${email}, we have emailed it a 6-digit code.` });
    expect(unknown.body).toMatchObject({ step: "reset", notice: "If an account exists for nobody@example.in, we have emailed it a 6-digit code." });

    const other = new TestBrowser();
    await login(other, email, PASSWORD);
    const code = await readCode(handle.db, email);
    const done = await new TestBrowser().call(forgotAction, "/forgot-password", {
      form: { intent: "reset", email, code, password: "fresh#4567", confirmPassword: "fresh#4567" },
    });
    expect(done.location).toBe("/auth");
    expect(await whoIs(other)).toBeNull();
    expect((await login(new TestBrowser(), email, PASSWORD)).status).toBe(401);
    expect((await login(new TestBrowser(), email, "fresh#4567")).status).toBe(302);
  });

  it("rejects a wrong code without saying whether the account exists", async () => {
    const answer = await new TestBrowser().call(forgotAction, "/forgot-password", {
      form: { intent: "reset", email: "nobody@example.in", code: "123456", password: "fresh#4567", confirmPassword: "fresh#4567" },
    });
    expect(answer.body).toMatchObject({ errors: { code: "Invalid OTP. Please try again." } });
  });
});

describe("demo accounts", () => {
  it("creates a dealer, an admin and a user once, with passwords that work, printed outside production only", async () => {
    const first = await ensureDemoAccounts(handle.db);
    expect(first.map((a) => a.role)).toEqual(["dealer", "admin", "user"]);
    const dealer = first[0];
    expect(dealer.password).toMatch(/.{8,}/);
    const again = await ensureDemoAccounts(handle.db);
    expect(again.every((a) => a.password === null)).toBe(true);

    const browser = new TestBrowser();
    expect((await login(browser, dealer.email, dealer.password ?? "")).status).toBe(302);
    expect(await whoIs(browser)).toMatchObject({ email: dealer.email, role: "dealer" });

    expect(formatDemoAccounts(first, "development").join("\n")).toContain(dealer.password ?? "missing");
    expect(formatDemoAccounts(first, "production")).toEqual([]);
  });

  it("applies a password fixed with DEMO_PASSWORD to accounts that already exist", async () => {
    await ensureDemoAccounts(handle.db, "Fixed-demo#1");
    const browser = new TestBrowser();
    expect((await login(browser, "admin@demo.carsaathi.in", "Fixed-demo#1")).status).toBe(302);
    expect(await whoIs(browser)).toMatchObject({ role: "admin" });
  });
});

/**
 * Signing in as a real user would: registering through the two-step flow (codes read from the
 * outbox page, DEV_OUTBOX=1), logging in and out, and the demo accounts (DEMO_PASSWORD).
 */
import { expect, type APIRequestContext, type Cookie, type Page } from "@playwright/test";
import { E2E_DEMO_PASSWORD } from "./demo-password";
import { open } from "./hydration";

export const DEMO = {
  admin: "admin@demo.carsaathi.in",
  dealer: "dealer@demo.carsaathi.in",
  user: "user@demo.carsaathi.in",
} as const;

export const PASSWORD = "secret#123";

// Opens a page once it has hydrated, so form submissions go through the router.
export { open };

/** The code a real user would read in their inbox, from the outbox page (DEV_OUTBOX=1 in production runs). */
export async function readCode(request: APIRequestContext, email: string): Promise<string> {
  const html = await (await request.get(`/dev/outbox?to=${encodeURIComponent(email)}`)).text();
  const code = html.match(/Your code is (\d{6})/)?.[1];
  if (!code) throw new Error(`no code for ${email}`);
  return code;
}

/** The code the phone's owner would read in the SMS (the newest to that number), from the same page. */
export async function readSmsCode(request: APIRequestContext, phone: string): Promise<string> {
  const html = await (await request.get(`/dev/outbox?to=${encodeURIComponent(`+91${phone}`)}`)).text();
  const code = html.match(/CarSaathi: (\d{6}) is your code/)?.[1];
  if (!code) throw new Error(`no SMS code for ${phone}`);
  return code;
}

export interface RegisterOptions {
  atVerifyStep?: (codes: { email: string; sms: string }) => Promise<void>;
  /** Already on the Register tab (e.g. reached from a 'Sign in' link that brings the user back). */
  alreadyThere?: boolean;
  /** Where registration should end (default /saved-listings). */
  landsOn?: RegExp;
}

/** Registers through the real two-step flow (a code from the email and one from the SMS) and ends signed in. */
export async function register(page: Page, name = "Asha Rao", options: RegisterOptions = {}): Promise<string> {
  const { atVerifyStep, alreadyThere = false, landsOn = /\/saved-listings$/ } = options;
  const email = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.in`;
  // A number of its own, so tests running side by side never read each other's SMS.
  const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  if (!alreadyThere) await open(page, "/auth?tab=register");
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mobile number").fill(phone);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("checkbox", { name: /terms and conditions/ }).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("OTP sent to your phone & email!").first()).toBeVisible();
  const codes = { email: await readCode(page.request, email), sms: await readSmsCode(page.request, phone) };
  await atVerifyStep?.(codes);
  await page.getByLabel("Code from your email").fill(codes.email);
  await page.getByLabel("Code from your SMS").fill(codes.sms);
  await page.getByRole("button", { name: "Verify and create account" }).click();
  await expect(page).toHaveURL(landsOn);
  await expect(page.getByText("Registration successful!")).toBeVisible();
  return email;
}

export async function logOut(page: Page) {
  const menu = page.getByRole("button", { name: /^Account menu for/ });
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
  } else {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Log out" }).click();
  }
  await expect(page.getByText("Logged out successfully")).toBeVisible();
}

/** Logs in through /auth (optionally on the way to `to`) and waits for the destination. */
export async function logIn(page: Page, email: string, password: string, to = "/saved-listings") {
  await open(page, `/auth?redirectTo=${encodeURIComponent(to)}`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  // Checking a password is deliberately slow (scrypt), more so while the model fits at start.
  await expect(page).toHaveURL(new RegExp(`${to.replace(/[?]/g, "\\?")}$`), { timeout: 30_000 });
  // The greeting toast shows once the page has hydrated (and axe checks wait for it to go).
  await expect(page.getByText(/^Welcome back, /)).toBeVisible();
}

/** Session cookies by demo account: logins are limited per account, so each signs in once per run. */
const demoSessions = new Map<string, Cookie[]>();

/** The demo admin, dealer or buyer (their password is fixed for browser tests), then `to`. */
export async function logInAsDemo(page: Page, who: keyof typeof DEMO, to = "/saved-listings") {
  const cookies = demoSessions.get(who);
  if (cookies) {
    await page.context().addCookies(cookies);
    await open(page, to);
    return;
  }
  await logIn(page, DEMO[who], E2E_DEMO_PASSWORD, to);
  demoSessions.set(who, await page.context().cookies());
}

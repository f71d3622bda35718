/**
 * Signed-in browsers for the admin tests: accounts registered through the real two-step flow,
 * then given their role in the database (as an admin, or the demo seed, would).
 */
import { eq } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { users, type UserRole } from "~/.server/db/schema";
import { action as authAction } from "~/routes/account/auth";
import { loader as rootLoader } from "~/root";
import { readCodes, registration, TestBrowser, uniqueEmail } from "./accounts-client";

export interface SignedIn {
  browser: TestBrowser;
  id: string;
  email: string;
  name: string;
}

let phoneCounter = 0;

export async function signUpAs(db: Database, role: UserRole, name: string): Promise<SignedIn> {
  phoneCounter += 1;
  const phone = `98${String(phoneCounter).padStart(8, "0")}`;
  const browser = new TestBrowser(`203.0.113.${50 + phoneCounter}`);
  const email = uniqueEmail(name.toLowerCase().replace(/\s+/g, "-"));
  await browser.call(authAction, "/auth", { form: registration(email, { fullName: name, phone }) });
  await browser.call(authAction, "/auth", { form: { intent: "verify", email, ...(await readCodes(db, email, phone)) } });
  const { user } = (await browser.call(rootLoader, "/")).body as { user: { id: string } | null };
  if (!user) throw new Error(`sign-up of ${email} failed`);
  if (role !== "user") await db.update(users).set({ role }).where(eq(users.id, user.id));
  return { browser, id: user.id, email, name };
}

/** What the root loader would toast next (the flash cookie), read the way the page does. */
export async function nextToast(browser: TestBrowser): Promise<string | null> {
  const { flash } = (await browser.call(rootLoader, "/")).body as { flash: { message: string } | null };
  return flash?.message ?? null;
}

/**
 * Demo accounts: one dealer, one admin and one ordinary user, so the role-specific screens can
 * be tried. Created once with random passwords (printed by the seed outside production only);
 * an existing account is left untouched, so re-running the seed never resets a password --
 * unless the operator fixed one with DEMO_PASSWORD, which every start then (re)applies.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { accounts, users, type UserRole } from "../db/schema";

export interface DemoAccount {
  email: string;
  role: UserRole;
  /** Null when the account already existed (its password is whatever was set before). */
  password: string | null;
}

const DEMO: { email: string; name: string; phone: string; role: UserRole }[] = [
  { email: "dealer@demo.carsaathi.in", name: "Demo Dealer Motors", phone: "9800000001", role: "dealer" },
  { email: "admin@demo.carsaathi.in", name: "Demo Admin", phone: "9800000002", role: "admin" },
  { email: "user@demo.carsaathi.in", name: "Demo Buyer", phone: "9800000003", role: "user" },
];

/** Meets the registration rules: letters, digits and a special character. */
function randomPassword(): string {
  return `${randomBytes(9).toString("base64url")}#${randomBytes(1)[0] % 10}`;
}

export async function ensureDemoAccounts(db: Database, fixedPassword?: string): Promise<DemoAccount[]> {
  const result: DemoAccount[] = [];
  for (const demo of DEMO) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, demo.email));
    if (existing) {
      if (fixedPassword) {
        const hash = await hashPassword(fixedPassword);
        await db
          .update(accounts)
          .set({ password: hash })
          .where(and(eq(accounts.userId, existing.id), eq(accounts.providerId, "credential")));
      }
      result.push({ email: demo.email, role: demo.role, password: fixedPassword ?? null });
      continue;
    }
    const password = fixedPassword ?? randomPassword();
    const hash = await hashPassword(password);
    await db.transaction(async (tx) => {
      const id = randomUUID();
      await tx.insert(users).values({ id, name: demo.name, email: demo.email, emailVerified: true, phone: demo.phone, role: demo.role });
      await tx.insert(accounts).values({ id: randomUUID(), accountId: id, providerId: "credential", userId: id, password: hash });
    });
    result.push({ email: demo.email, role: demo.role, password });
  }
  return result;
}

/** Credentials appear in the seed output in development only, never in production logs. */
export function formatDemoAccounts(list: DemoAccount[] | undefined, nodeEnv = process.env.NODE_ENV): string[] {
  if (nodeEnv === "production" || !list?.length) return [];
  return [
    "  Demo accounts (development only):",
    ...list.map((a) => `    ${a.role.padEnd(6)} ${a.email}  ${a.password ?? "(already existed: password unchanged)"}`),
  ];
}

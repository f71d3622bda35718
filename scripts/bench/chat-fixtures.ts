/**
 * `tsx scripts/bench/chat-fixtures.ts PAIRS OUT.json` (run by chat.ts as a child process, with
 * DATA_DIR or DATABASE_URL and AUTH_SECRET set as the server will have them): migrates the
 * database, then creates PAIRS buyer-seller pairs, each with a synthetic car of the seller's, a
 * conversation about it and a signed-in session for both, and writes them to OUT.json.
 *
 * Why not the sign-up flow: 1,000 users through it means 2,000 one-time codes and rate limits
 * meant to stop exactly that. Users, cars and conversations are plain rows (as the test
 * factories insert them); the sessions and their signed cookies come from better-auth itself
 * (the same server-only endpoint registration signs in with), so the cookie format is the real
 * one. A child process per database, because better-auth and the db are process singletons.
 */
import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import { getAuth } from "../../app/.server/auth/auth";
import { getDbHandle } from "../../app/.server/db/client";
import { migrateDatabase } from "../../app/.server/db/migrate";
import { conversations, listings, users } from "../../app/.server/db/schema";
import { priceBandOf } from "../../app/lib/price-bands";

export interface BenchUser {
  id: string;
  /** `name=value` for the Cookie header. */
  cookie: string;
  /** A distinct client address per user, sent as X-Forwarded-For (the host trusts its loopback proxy). */
  ip: string;
}

export interface BenchPair {
  conversationId: number;
  buyer: BenchUser;
  seller: BenchUser;
}

const BATCH = 200;

async function sessionCookie(userId: string): Promise<string> {
  const auth = await getAuth();
  const { headers } = await auth.api.startSessionForUser({ body: { userId, rememberMe: true }, headers: new Headers(), returnHeaders: true });
  const cookie = headers.getSetCookie().find((c) => c.includes("session_token="));
  if (!cookie) throw new Error("better-auth set no session cookie");
  return cookie.split(";")[0]!;
}

/** 10.x.y.z from a user number: unique for up to 16 million users. */
const ipOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

async function main() {
  const [pairsArg, out] = process.argv.slice(2);
  const count = Number(pairsArg);
  if (!Number.isInteger(count) || count < 1 || !out) throw new Error("usage: chat-fixtures.ts PAIRS OUT.json");
  const handle = await getDbHandle();
  await migrateDatabase(handle);
  const { db } = handle;
  const run = randomUUID().slice(0, 8);
  const pairs: BenchPair[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const n = Math.min(BATCH, count - start);
    const person = (role: string, i: number) => ({
      id: randomUUID(),
      name: `Bench ${role} ${start + i}`,
      email: `bench-${run}-${role}-${start + i}@example.in`,
      emailVerified: true,
    });
    const sellers = Array.from({ length: n }, (_, i) => person("seller", i));
    const buyers = Array.from({ length: n }, (_, i) => person("buyer", i));
    await db.insert(users).values([...sellers, ...buyers]);
    // Synthetic cars: the fair-price model does not train on them (training-data.ts).
    const cars = await db
      .insert(listings)
      .values(
        sellers.map((s, i) => ({
          title: "Maruti Suzuki Swift VXi",
          make: "Maruti Suzuki",
          model: "Swift",
          variant: "VXi",
          price: 550_000,
          priceBand: priceBandOf(550_000).key,
          year: 2019,
          km: 42_000,
          fuelType: "Petrol",
          transmission: "Manual",
          bodyType: "Hatchback",
          city: "Pune",
          state: "Maharashtra",
          sellerId: s.id,
          source: "carsaathi",
          sourceId: `bench-chat-${run}-${start + i}`,
          isSynthetic: true,
          searchText: "maruti suzuki swift vxi",
        })),
      )
      .returning({ id: listings.id });
    const chats = await db
      .insert(conversations)
      .values(cars.map((car, i) => ({ listingId: car.id, buyerId: buyers[i]!.id, sellerId: sellers[i]!.id })))
      .returning({ id: conversations.id });
    for (let i = 0; i < n; i++) {
      const number = 2 * (start + i);
      pairs.push({
        conversationId: chats[i]!.id,
        seller: { id: sellers[i]!.id, cookie: await sessionCookie(sellers[i]!.id), ip: ipOf(number + 1) },
        buyer: { id: buyers[i]!.id, cookie: await sessionCookie(buyers[i]!.id), ip: ipOf(number + 2) },
      });
    }
  }
  await handle.close();
  writeFileSync(out, JSON.stringify(pairs));
}

await main();

/**
 * The one same-origin rule (app/.server/http/same-origin.ts) over the whole HTTP stack: a
 * signed-in victim's cookie riding on another site's request changes nothing, through /api or
 * a page action, with a foreign Origin or with none; our own pages' requests go through.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { messages, savedListings } from "~/.server/db/schema";
import { signUpAs, type SignedIn } from "./admin-accounts";
import { useDatabase } from "./api-client";
import { createSellerCar, startChat } from "./chat-helpers";
import { createListing } from "./factories";
import { startTestServer } from "./security-app";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
let server: Awaited<ReturnType<typeof startTestServer>>;
let buyer: SignedIn;
let conversationId: number;
let carId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
  server = await startTestServer();
  buyer = await signUpAs(handle.db, "user", "Kavya Rao");
  const seller = await signUpAs(handle.db, "user", "Arjun Mehta");
  conversationId = await startChat(buyer.browser, (await createSellerCar(handle.db, seller.id)).id);
  carId = (await createListing(handle.db)).id;
});

afterAll(async () => {
  await server?.close();
  await handle?.close();
});

const EVIL = "https://evil.example";

function post(path: string, headers: Record<string, string>, body?: string, method = "POST") {
  return fetch(server.origin + path, { method, redirect: "manual", headers: { Cookie: buyer.browser.cookieHeader(), ...headers }, body });
}

const storedMessages = async (text: string) =>
  (await handle.db.select({ id: messages.id }).from(messages).where(and(eq(messages.conversationId, conversationId), eq(messages.body, text)))).length;

describe("a write carrying the session cookie", () => {
  it("from another site's form (foreign Origin, text/plain) stores no message", async () => {
    const res = await post(`/api/conversations/${conversationId}/messages`, { Origin: EVIL, "Content-Type": "text/plain" }, '{"body":"forged one"}');
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { code: "forbidden" } });
    expect(await storedMessages("forged one")).toBe(0);
  });

  it("with no Origin and no Sec-Fetch-Site is refused, on /api and on a page action", async () => {
    const api = await post(`/api/conversations/${conversationId}/messages`, { "Content-Type": "application/json" }, '{"body":"forged two"}');
    expect(api.status).toBe(403);
    expect(await storedMessages("forged two")).toBe(0);
    const save = await post(`/api/saved-listings/${carId}`, {}, undefined, "PUT");
    expect(save.status).toBe(403);
    const password = await post("/profile", { "Content-Type": "application/x-www-form-urlencoded" }, "intent=password&currentPassword=x&newPassword=y&confirmPassword=y");
    expect(password.status).toBe(403);
  });

  it("to /logout from another site leaves the visitor signed in", async () => {
    const res = await post("/logout", { Origin: EVIL, "Content-Type": "application/x-www-form-urlencoded" }, "");
    expect(res.status).toBe(403);
    const saved = await post(`/api/saved-listings/${carId}`, { Origin: server.origin }, undefined, "PUT");
    expect(saved.status).toBe(204);
  });

  it("from our own page goes through: Origin, or Sec-Fetch-Site same-origin", async () => {
    const sent = await post(`/api/conversations/${conversationId}/messages`, { Origin: server.origin, "Content-Type": "application/json" }, '{"body":"hello from the page"}');
    expect(sent.status).toBe(201);
    const viaFetchSite = await post(`/api/saved-listings/${carId}`, { "Sec-Fetch-Site": "same-origin" }, undefined, "DELETE");
    expect(viaFetchSite.status).toBe(204);
    const rows = await handle.db.select().from(savedListings).where(and(eq(savedListings.userId, buyer.id), eq(savedListings.listingId, carId)));
    expect(rows).toEqual([]);
    const crossSite = await post(`/api/saved-listings/${carId}`, { "Sec-Fetch-Site": "cross-site" }, undefined, "PUT");
    expect(crossSite.status).toBe(403);
  });

  it("from our own page as text/plain is not read as JSON (415)", async () => {
    const res = await post(`/api/conversations/${conversationId}/messages`, { Origin: server.origin, "Content-Type": "text/plain" }, '{"body":"plain"}');
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ error: { code: "unsupported_media_type", details: [{ field: "Content-Type" }] } });
    expect(await storedMessages("plain")).toBe(0);
  });
});

describe("a write without our cookies", () => {
  it("from a script (no Origin, no session) is answered as usual", async () => {
    const res = await fetch(`${server.origin}/api/recommendations/track`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ vehicleId: String(carId), interactionType: "click" }),
    });
    expect(res.status).toBe(204);
  });
});

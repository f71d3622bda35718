/**
 * Decision 021 over HTTP: the search index reads its version row (search_index_version) only
 * after a listing write was noted, or once a second, so two searches with no write between
 * them read it at most once. In process, through the Express host over the app's own routes,
 * counting the statements that name the row (both databases). The production server's own
 * test, on PostgreSQL only: search-version-reads-server.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { getPriceEstimator } from "~/.server/pricing/model-store";
import { useDatabase } from "./api-client";
import { createListing } from "./factories";
import { startTestServer } from "./security-app";
import { createTestDatabase } from "./test-db";
import { searchOk, SEARCHES, seed, VERSION_ROW } from "./version-reads-helpers";

/** The statement text of a PGlite or pg `query` call (a string, or pg's config object). */
function statementText(first: unknown): string {
  if (typeof first === "string") return first;
  return typeof first === "object" && first !== null && "text" in first ? String(first.text) : "";
}

describe("in process, through the host", () => {
  let handle: DbHandle;
  let server: { origin: string; close: () => Promise<void> };
  let versionReads = 0;

  beforeAll(async () => {
    handle = await createTestDatabase();
    await seed(handle);
    // Every statement of the app goes through the client's `query` (Drizzle on PGlite and pg alike).
    const client = (handle.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const query = client.query.bind(client);
    client.query = (...args: unknown[]) => {
      if (VERSION_ROW.test(statementText(args[0]))) versionReads += 1;
      return query(...args);
    };
    useDatabase(handle);
    server = await startTestServer();
  });

  afterAll(async () => {
    await server?.close();
    await handle?.close();
  });

  it("two searches with no write between them read the version row at most once", async () => {
    // The first search loads the index (and reads the row), the model is fitted; then the pair under test.
    await searchOk(server.origin, "/api/vehicles");
    expect(await getPriceEstimator(handle.db)).not.toBeNull();
    versionReads = 0;
    for (const urlPath of SEARCHES) await searchOk(server.origin, urlPath);
    expect(versionReads).toBeLessThanOrEqual(1);
  });

  it("a write between two searches is seen by the second", async () => {
    await searchOk(server.origin, "/api/vehicles?make=Tata");
    await createListing(handle.db, { make: "Tata", model: "Harrier", price: 1_900_000, searchText: "tata harrier" });
    const response = await fetch(`${server.origin}/api/vehicles?make=Tata&model=Harrier`);
    expect(((await response.json()) as { total: number }).total).toBe(1);
  });
});

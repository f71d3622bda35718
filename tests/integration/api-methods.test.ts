/**
 * Methods an /api endpoint does not take, through the whole HTTP stack: the contract's error
 * body with 405 `method_not_allowed` and an Allow header, never React Router's generic error.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { useDatabase } from "./api-client";
import { createListing } from "./factories";
import { startTestServer } from "./security-app";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
let server: Awaited<ReturnType<typeof startTestServer>>;
let carId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
  carId = (await createListing(handle.db)).id;
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
  await handle?.close();
});

describe("a read-only /api endpoint", () => {
  it("answers POST, PUT, PATCH and DELETE with 405, Allow: GET, HEAD and the contract's body", async () => {
    const paths = ["/api/vehicles", "/api/vehicles/search?q=creta", `/api/vehicles/${carId}`, "/api/vehicles/makes", "/api/suggestions?q=cr", "/api/price-estimate", "/api/on-road-price", `/api/recommendations/similar/${carId}`];
    for (const path of paths) {
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
        const res = await fetch(server.origin + path, { method, headers: { Origin: server.origin } });
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.get("allow"), `${method} ${path}`).toBe("GET, HEAD");
        expect(await res.json(), `${method} ${path}`).toEqual({ error: { code: "method_not_allowed", message: "This endpoint only answers GET" } });
      }
    }
  });

  it("still answers GET", async () => {
    const res = await fetch(`${server.origin}/api/vehicles/${carId}`);
    expect(res.status).toBe(200);
  });
});

describe("a write-only /api endpoint", () => {
  it("answers GET with 405, Allow: POST and the contract's body", async () => {
    const res = await fetch(`${server.origin}/api/seller/photos`);
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expect(await res.json()).toMatchObject({ error: { code: "method_not_allowed" } });
  });
});

import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import type { Suggestion } from "~/lib/suggestion";
import type { Vehicle } from "~/lib/vehicle";
import { loader as suggestionsLoader } from "~/routes/api/suggestions";
import { loader as vehiclesLoader } from "~/routes/api/vehicles";
import { loader as imageLoader } from "~/routes/images/car-image";
import { callRoute, useDatabase } from "./api-client";
import { createListing, createMake, createModel } from "./factories";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;

beforeAll(async () => {
  process.env.DATA_DIR = `${process.env.TMPDIR ?? "/tmp"}/carsaathi-test-${process.pid}`;
  handle = await createTestDatabase();
  useDatabase(handle);
  const db = handle.db;
  const hyundai = await createMake(db, "Hyundai");
  for (const name of ["Creta", "i20", "Verna", "Santro"]) await createModel(db, hyundai.id, name);
  const honda = await createMake(db, "Honda");
  await createModel(db, honda.id, "City", "Sedan");
  for (let i = 0; i < 6; i++) await createListing(db, { make: "Hyundai", model: "Creta", year: 2015 + i, exteriorColor: "Fiery Red" });
  await createListing(db, { make: "Honda", model: "City", bodyType: "Sedan" });
});

afterAll(async () => {
  await handle.close();
});

async function suggest(q: string) {
  const res = await callRoute(suggestionsLoader, `/api/suggestions?q=${encodeURIComponent(q)}`);
  return { status: res.status, items: res.body as Suggestion[] };
}

describe("GET /api/suggestions", () => {
  it("answers [] for one character or less", async () => {
    expect((await suggest("c")).items).toEqual([]);
    expect((await suggest(" ")).items).toEqual([]);
    expect((await suggest("")).items).toEqual([]);
  });

  it("keeps within 4 cars, 2 makes, 2 models, 2 queries and 8 in all", async () => {
    for (const q of ["hy", "cr", "ci", "su", "an", "hyundai"]) {
      const { status, items } = await suggest(q);
      expect(status).toBe(200);
      const count = (type: string) => items.filter((i) => i.type === type).length;
      expect(count("car")).toBeLessThanOrEqual(4);
      expect(count("make")).toBeLessThanOrEqual(2);
      expect(count("model")).toBeLessThanOrEqual(2);
      expect(count("query")).toBeLessThanOrEqual(2);
      expect(items.length).toBeLessThanOrEqual(8);
    }
  });

  it("suggests the make, its models, matching cars with images and canned queries", async () => {
    const { items } = await suggest("creta");
    expect(items.find((i) => i.type === "model")).toMatchObject({ title: "Hyundai Creta", make: "Hyundai", model: "Creta" });
    const cars = items.filter((i) => i.type === "car");
    expect(cars).toHaveLength(4);
    expect(cars[0].image).toMatch(/^\/images\/cars\/\d+\/[0-9a-f]{8}-400\.webp$/);
    expect((await suggest("hyun")).items[0]).toMatchObject({ type: "make", title: "Hyundai" });
    expect((await suggest("sunroof")).items).toEqual([
      { id: "query:suvs-with-sunroof-under-15-lakh", title: "SUVs with sunroof under 15 lakh", type: "query" },
    ]);
  });

  it("suggests the newest matching car first, and no car once it is sold or deleted", async () => {
    const cars = async () => (await suggest("city")).items.filter((i) => i.type === "car").map((i) => i.id);
    const before = await cars();
    expect(before).toHaveLength(1);
    const newer = (await createListing(handle.db, { make: "Honda", model: "City", bodyType: "Sedan", listedAt: new Date() })).id;
    expect(await cars()).toEqual([String(newer), ...before]);
    await handle.db.execute(sql`update listings set status = 'sold' where id = ${newer}`);
    expect(await cars()).toEqual(before);
    const deleted = (await createListing(handle.db, { make: "Honda", model: "City", bodyType: "Sedan", listedAt: new Date() })).id;
    expect(await cars()).toEqual([String(deleted), ...before]);
    await handle.db.execute(sql`delete from listings where id = ${deleted}`);
    expect(await cars()).toEqual(before);
  });

  it("rejects an over-long query with 400", async () => {
    const { status } = await suggest("x".repeat(101));
    expect(status).toBe(400);
  });
});

describe("GET /images/cars/{id}/{version}-{width}.webp", () => {
  it("serves the listing's illustration as an immutable webp at the asked width", async () => {
    const list = await callRoute(vehiclesLoader, "/api/vehicles?pageSize=1");
    const car = (list.body as { items: Vehicle[] }).items[0];
    const [, id, file] = /^\/images\/cars\/(\d+)\/(.+)$/.exec(car.images[0]) ?? [];
    const res = await callRoute(imageLoader, car.images[0], { id, file });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/webp");
    expect(res.headers.get("Cache-Control")).toContain("immutable");
    const response = await imageLoader({ request: new Request(`http://x${car.images[0]}`), params: { id, file: file.replace("-1200", "-400") } } as never);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(400);
    expect(meta.height).toBe(225);
  });

  it("redirects a stale version and refuses unknown widths and cars", async () => {
    const list = await callRoute(vehiclesLoader, "/api/vehicles?pageSize=1");
    const id = (list.body as { items: Vehicle[] }).items[0].id;
    const stale = await callRoute(imageLoader, "", { id, file: "00000000-800.webp" });
    expect(stale.status).toBe(302);
    expect(stale.headers.get("Location")).toMatch(new RegExp(`^/images/cars/${id}/[0-9a-f]{8}-800\\.webp$`));
    expect((await callRoute(imageLoader, "", { id, file: "00000000-700.webp" })).status).toBe(404);
    expect((await callRoute(imageLoader, "", { id: "999999", file: "00000000-800.webp" })).status).toBe(404);
  });
});

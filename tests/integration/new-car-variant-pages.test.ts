import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { createSitemapRegistry, readSitemapFile } from "~/.server/seo/sitemaps";
import type { CatalogueNotFound } from "~/lib/new-cars/page-links";
import { emptySpecs } from "~/lib/variant-specs";
import { loader as onRoadApi } from "~/routes/api/on-road-price";
import { loader as variantLoader } from "~/routes/new-cars/variant";
import type { VariantPage } from "~/routes/new-cars/variant.server";
import { loader as compareLoader } from "~/routes/new-cars/variant-compare";
import type { CompareInvalid, CompareView } from "~/routes/new-cars/variant-compare.server";
import { callRoute, useDatabase } from "./api-client";
import { createMake, createModel, createVariant } from "./factories";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
const ids: Record<string, number> = {};

type Loaded<T> = { status: number; body: T; headers: Headers; location: string | null };

/** A page loader as the server calls it: its data and status, or the redirect it throws. */
async function load<T>(loader: (args: never) => unknown, path: string, params: Record<string, string>, cookie?: string): Promise<Loaded<T>> {
  const request = new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  try {
    const result = (await loader({ request, params, context: {} } as never)) as { data: T; init?: ResponseInit | null };
    return { status: result.init?.status ?? 200, body: result.data, headers: new Headers(result.init?.headers), location: null };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { status: thrown.status, body: undefined as T, headers: thrown.headers, location: thrown.headers.get("Location") };
  }
}

const swift = (variant: string, query = "", cookie?: string) =>
  load<VariantPage | CatalogueNotFound>(variantLoader, `/new-cars/maruti-suzuki/swift/${variant}${query}`, { make: "maruti-suzuki", model: "swift", variant }, cookie);
const compare = (query: string, cookie?: string) =>
  load<CompareView | CompareInvalid | CatalogueNotFound>(compareLoader, `/new-cars/maruti-suzuki/swift/compare${query}`, { make: "maruti-suzuki", model: "swift" }, cookie);

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
  const db = handle.db;
  const maruti = await createMake(db, "Maruti Suzuki");
  const model = await createModel(db, maruti.id, "Swift", "Hatchback");
  const lxiSpecs = emptySpecs();
  lxiSpecs.engine.displacementCc = 1197;
  lxiSpecs.safety.abs = true;
  lxiSpecs.safety.airbags = 2;
  const vxiSpecs = { ...lxiSpecs, safety: { ...lxiSpecs.safety, airbags: 6 } };
  const common = { fuelType: "Petrol", transmission: "Manual", engineCc: 1197, powerBhp: 82 };
  ids.lxi = (await createVariant(db, model.id, "Lxi", lxiSpecs, { ...common, exShowroomPrice: 519_000, features: ["ABS", "Power Steering"] })).id;
  ids.vxi = (await createVariant(db, model.id, "Vxi", vxiSpecs, { ...common, exShowroomPrice: 619_000, features: ["ABS", "Power Steering", "Rear Parking Camera"] })).id;
  ids.zxi = (await createVariant(db, model.id, "Zxi Plus", lxiSpecs, { ...common, exShowroomPrice: 1_200_000, features: ["ABS"] })).id;
  ids.concept = (await createVariant(db, model.id, "Concept", {}, { exShowroomPrice: null })).id;
  await createModel(db, maruti.id, "Baleno", "Hatchback");
});

afterAll(async () => {
  await handle.close();
});

describe("variant page", () => {
  it("answers 200 with the grouped spec sheet (N/A when unknown), the equipment and the catalogue price", async () => {
    const { status, body } = await swift("vxi");
    expect(status).toBe(200);
    const page = body as VariantPage;
    const rows = Object.fromEntries(page.sheet.flatMap((g) => g.rows.map((r) => [r.label, r.value])));
    expect(rows).toMatchObject({ "Engine displacement": "1,197 cc", "Anti-lock brakes (ABS)": "Yes", Airbags: "6", Length: "N/A", Fuel: "Petrol" });
    expect(page.features).toEqual(["ABS", "Power Steering", "Rear Parking Camera"]);
    expect(page.facts).toMatchObject({ make: "Maruti Suzuki", model: "Swift", variant: "Vxi", exShowroom: 619_000, path: "/new-cars/maruti-suzuki/swift/vxi" });
    expect(page.onRoad).toBeNull();
    expect(page.compareWith.map((l) => l.path)).toEqual([
      "/new-cars/maruti-suzuki/swift/compare?variants=vxi%2Clxi",
      "/new-cars/maruti-suzuki/swift/compare?variants=vxi%2Czxi-plus",
    ]);
    expect(page.others.map((l) => l.name)).toEqual(["Lxi", "Zxi Plus", "Concept"]);
  });

  it("prices it on the road for the cookie's city exactly as /api/on-road-price does", async () => {
    for (const city of ["Mumbai", "Delhi", "Bangalore"]) {
      const page = (await swift("zxi-plus", "", `cs_city=${city}`)).body as VariantPage;
      const api = await callRoute(onRoadApi, `/api/on-road-price?variantId=${ids.zxi}&city=${city}`);
      expect(api.status).toBe(200);
      expect(page.onRoad?.total).toBe((api.body as { total: number }).total);
      expect(page.onRoad).toMatchObject({ exShowroom: 1_200_000, city });
    }
  });

  it("remembers a ?city= from the picker without JavaScript", async () => {
    const { body, headers } = await swift("lxi", "?city=Pune");
    expect((body as VariantPage).onRoad?.city).toBe("Pune");
    expect(headers.get("Set-Cookie")).toMatch(/^cs_city=Pune;/);
  });

  it("says the catalogue has no price for an unpriced variant", async () => {
    const page = (await swift("concept", "", "cs_city=Mumbai")).body as VariantPage;
    expect(page.facts.exShowroom).toBeNull();
    expect(page.onRoad).toBeNull();
  });

  it("301s another spelling of the make, model or variant to the canonical URL", async () => {
    const res = await load(variantLoader, "/new-cars/Maruti-Suzuki/SWIFT/VXI", { make: "Maruti-Suzuki", model: "SWIFT", variant: "VXI" });
    expect(res.status).toBe(301);
    expect(res.location).toBe("/new-cars/maruti-suzuki/swift/vxi");
    expect((await swift("Zxi_Plus")).location).toBe("/new-cars/maruti-suzuki/swift/zxi-plus");
  });

  it("answers an unknown variant with a 404 that links the model's variants", async () => {
    const { status, body } = await swift("gti");
    expect(status).toBe(404);
    const page = body as CatalogueNotFound;
    expect(page.kind).toBe("not-found");
    expect(page.links.map((l) => l.path)).toEqual([
      "/new-cars/maruti-suzuki/swift/lxi",
      "/new-cars/maruti-suzuki/swift/vxi",
      "/new-cars/maruti-suzuki/swift/zxi-plus",
      "/new-cars/maruti-suzuki/swift/concept",
    ]);
    expect(page.back.path).toBe("/new-cars/maruti-suzuki/swift");
  });

  it("answers an unknown model with a 404 that links the make's models", async () => {
    const { status, body } = await load<CatalogueNotFound>(variantLoader, "/new-cars/maruti-suzuki/alto/lxi", { make: "maruti-suzuki", model: "alto", variant: "lxi" });
    expect(status).toBe(404);
    expect(body.links.map((l) => l.path)).toEqual(["/new-cars/maruti-suzuki/baleno", "/new-cars/maruti-suzuki/swift"]);
  });
});

describe("variant comparison", () => {
  it("puts the variants side by side, prices first, and marks the rows that differ", async () => {
    const { status, body } = await compare("?variants=lxi,vxi", "cs_city=Mumbai");
    expect(status).toBe(200);
    const view = body as CompareView;
    expect(view.columns.map((c) => c.name)).toEqual(["Lxi", "Vxi"]);
    expect(view.sections[0].rows.map((r) => r.label)).toEqual(["Ex-showroom price", "On-road price in Mumbai"]);
    expect(view.sections[0].rows[0]).toMatchObject({ values: ["₹5,19,000", "₹6,19,000"], differs: true });
    const rows = Object.fromEntries(view.sections.flatMap((s) => s.rows.map((r) => [r.label, r])));
    expect(rows.Airbags).toMatchObject({ values: ["2", "6"], differs: true });
    expect(rows["Engine displacement"]).toMatchObject({ values: ["1,197 cc", "1,197 cc"], differs: false });
    expect(rows["Rear Parking Camera"]).toMatchObject({ values: ["No", "Yes"], differs: true });
    expect(rows["Power Steering"].differs).toBe(false);
    expect(view.onlyDiff).toBe(false);
    expect(view.diffPath).toBe("/new-cars/maruti-suzuki/swift/compare?variants=lxi%2Cvxi&only=diff");
  });

  it("with only=diff shows only the differing rows; repeated params work as well as commas", async () => {
    const view = (await compare("?variants=lxi&variants=vxi&variants=zxi-plus&only=diff")).body as CompareView;
    const rows = view.sections.flatMap((s) => s.rows);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.differs)).toBe(true);
    expect(rows.map((r) => r.label)).not.toContain("Engine displacement");
    expect(rows.length).toBe(view.differing);
    expect(view.total).toBeGreaterThan(view.differing);
  });

  it("refuses one or four variants with a clear message and a picker (400)", async () => {
    for (const query of ["?variants=lxi", "?variants=lxi,vxi,zxi-plus,concept", ""]) {
      const { status, body } = await compare(query);
      expect(status).toBe(400);
      const page = body as CompareInvalid;
      expect(page.kind).toBe("invalid");
      expect(page.message).toMatch(/at least 2|Maximum of 3/);
      expect(page.variants).toHaveLength(4);
      expect(page.model.path).toBe("/new-cars/maruti-suzuki/swift");
    }
  });

  it("names unknown variants (404), and 301s other spellings", async () => {
    const { status, body } = await compare("?variants=lxi,gti");
    expect(status).toBe(404);
    expect(body).toMatchObject({ kind: "invalid", unknown: ["gti"], chosen: ["lxi"] });
    const moved = await compare("?variants=LXI,Vxi&only=diff");
    expect(moved.status).toBe(301);
    expect(moved.location).toBe("/new-cars/maruti-suzuki/swift/compare?variants=lxi%2Cvxi&only=diff");
  });
});

describe("sitemap", () => {
  it("lists every model page and every variant page", async () => {
    const entries = (await readSitemapFile(handle.db, createSitemapRegistry(), "new-cars-1.xml")) ?? [];
    const paths = entries.map((e) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/new-cars/maruti-suzuki/swift",
        "/new-cars/maruti-suzuki/baleno",
        ...["lxi", "vxi", "zxi-plus", "concept"].map((v) => `/new-cars/maruti-suzuki/swift/${v}`),
      ]),
    );
    expect(paths).toHaveLength(6);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import type { ModelNotFoundData, ModelPageData } from "~/lib/new-cars/model-page";
import type { OnRoadPrice } from "~/lib/on-road/on-road-price";
import { loader as onRoadLoader } from "~/routes/api/on-road-price";
import { loader } from "~/routes/new-cars/model";
import { callRoute, useDatabase } from "./api-client";
import { createMake, createModel, createVariant } from "./factories";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
const ids: Record<string, number> = {};

type Answer = { status: number; body?: ModelPageData | ModelNotFoundData; location?: string | null; setCookie?: string | null };

/** Calls the page loader the way the server does and unwraps data(), a redirect or a thrown answer. */
async function open(path: string, cookie?: string): Promise<Answer> {
  const url = new URL(`http://localhost${path}`);
  const [, , make, model] = url.pathname.split("/");
  const request = new Request(url, { headers: cookie ? { Cookie: cookie } : {} });
  try {
    const result = (await loader({ request, params: { make, model }, context: {} } as never)) as unknown as {
      data: ModelPageData | ModelNotFoundData;
      init: ResponseInit | null;
    };
    return { status: result.init?.status ?? 200, body: result.data, setCookie: new Headers(result.init?.headers).get("Set-Cookie") };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") };
    throw thrown;
  }
}

async function modelPage(path: string, cookie?: string): Promise<ModelPageData> {
  const { status, body } = await open(path, cookie);
  expect(status).toBe(200);
  if (body?.kind !== "model") throw new Error(`expected the model page for ${path}`);
  return body;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
  const db = handle.db;
  const maruti = await createMake(db, "Maruti Suzuki");
  const wagonR = await createModel(db, maruti.id, "Wagon R", "Hatchback");
  await createModel(db, maruti.id, "Swift", "Hatchback").then((swift) => createVariant(db, swift.id, "LXI", {}, { exShowroomPrice: 520_000 }));
  const petrol = { fuelType: "Petrol", transmission: "Manual", gearbox: "Manual", engineCc: 998, seats: 5 };
  ids.lxi = (await createVariant(db, wagonR.id, "LXI", {}, { ...petrol, exShowroomPrice: 450_000, powerBhp: 67, fuelEconomy: 21.8, features: ["1 Airbag", "ABS"] })).id;
  ids.vxi = (await createVariant(db, wagonR.id, "VXI", {}, { ...petrol, exShowroomPrice: 500_000, powerBhp: 67, fuelEconomy: 21.8, features: ["2 Airbags", "ABS", "Bluetooth"] })).id;
  ids.zxiAmt = (await createVariant(db, wagonR.id, "ZXI AMT 1.2", {}, { ...petrol, gearbox: "AMT", transmission: "Automatic", engineCc: 1197, exShowroomPrice: 1_050_000, powerBhp: 82, fuelEconomy: 20.5, features: ["2 Airbags", "ABS", "Bluetooth", "Touchscreen Infotainment"] })).id;
});

afterAll(async () => {
  await handle.close();
});

describe("/new-cars/{make}/{model}", () => {
  it("answers with every variant, the price range and the cheapest variant's specs", async () => {
    const page = await modelPage("/new-cars/maruti-suzuki/wagon-r");
    expect(page.model).toMatchObject({ name: "Wagon R", slug: "wagon-r", make: { name: "Maruti Suzuki", slug: "maruti-suzuki" } });
    expect(page.rows.map((r) => r.name)).toEqual(["LXI", "VXI", "ZXI AMT 1.2"]);
    expect(page.summary).toMatchObject({ priceRange: "₹4.5 - 10.5 Lakh", variantCount: 3, fuels: ["Petrol"], gearboxes: ["AMT", "Manual"], seats: "5" });
    expect(page.chosen.slug).toBe("lxi");
    expect(page.ladder.steps[0]).toMatchObject({ from: { slug: "lxi" }, to: { slug: "vxi" }, gains: ["Bluetooth", "2 Airbags (1 in LXI)"] });
    expect(page.rows.every((r) => r.onRoad === null)).toBe(true);
  });

  it("sorts and filters from the address, and ?variant= chooses the specs shown", async () => {
    const page = await modelPage("/new-cars/maruti-suzuki/wagon-r?sort=power&gearbox=manual&variant=ZXI-AMT-1.2");
    expect(page.query).toEqual({ sort: "power", fuel: null, gearbox: "Manual" });
    expect(page.rows.map((r) => r.slug)).toEqual(["lxi", "vxi"]);
    expect(page.chosen.slug).toBe("zxi-amt-1-2");
  });

  it("sends another spelling to the canonical address with a 301, keeping the query", async () => {
    const moved = await open("/new-cars/Maruti-Suzuki/Wagon_R?city=Pune");
    expect(moved).toMatchObject({ status: 301, location: "/new-cars/maruti-suzuki/wagon-r?city=Pune" });
    expect((await open("/new-cars/MARUTI-SUZUKI/wagon-r")).location).toBe("/new-cars/maruti-suzuki/wagon-r");
  });

  it("answers 404 for an unknown model with links to the make's models, or none for an unknown make", async () => {
    const unknown = await open("/new-cars/maruti-suzuki/flying-car");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      kind: "not-found",
      make: { name: "Maruti Suzuki", slug: "maruti-suzuki" },
      models: [
        { name: "Swift", path: "/new-cars/maruti-suzuki/swift" },
        { name: "Wagon R", path: "/new-cars/maruti-suzuki/wagon-r" },
      ],
    });
    expect(await open("/new-cars/atlantis-motors/flying-car")).toMatchObject({ status: 404, body: { kind: "not-found", make: null, models: [] } });
  });

  it("prices each variant on the road exactly as /api/on-road-price does for the same city", async () => {
    const page = await modelPage("/new-cars/maruti-suzuki/wagon-r", "cs_city=Pune");
    expect(page.place).toMatchObject({ city: "Pune", state: "Maharashtra" });
    for (const [slug, id] of [["lxi", ids.lxi], ["zxi-amt-1-2", ids.zxiAmt]] as const) {
      const api = await callRoute(onRoadLoader, `/api/on-road-price?variantId=${id}&city=Pune`);
      expect(api.status).toBe(200);
      const row = page.rows.find((r) => r.slug === slug);
      expect(row?.onRoad).toBe((api.body as OnRoadPrice).total);
    }
    const chosen = (await callRoute(onRoadLoader, `/api/on-road-price?variantId=${ids.lxi}&city=Pune`)).body as OnRoadPrice;
    expect(page.chosen.onRoad).toMatchObject({ total: chosen.total, roadTax: chosen.roadTax, insurance: chosen.insurance });
    expect(page.chosen.emi).toMatchObject({ basis: "on-road", price: chosen.total, termMonths: 60, annualRatePercent: 8.5 });
  });

  it("remembers a city asked for in the address", async () => {
    const answer = await open("/new-cars/maruti-suzuki/wagon-r?city=Chennai");
    expect(answer.setCookie).toContain("cs_city=Chennai");
  });
});

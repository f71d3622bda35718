/**
 * Public JSON answers carry only the fields on their allow-list: no email, phone, password
 * hash, token or session id of anyone. A new field must be added here on purpose; a seeded
 * user's email or phone anywhere in a value fails too. The seeded user is also the seller of
 * a car, so a join that pulled the seller's row into a vehicle would show.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { action as authAction } from "~/routes/account/auth";
import { loader as vehicle } from "~/routes/api/vehicle";
import { loader as vehicles } from "~/routes/api/vehicles";
import { loader as vehiclesSearch } from "~/routes/api/vehicles-search";
import { loader as makes } from "~/routes/api/vehicles-makes";
import { loader as suggestions } from "~/routes/api/suggestions";
import { loader as similar } from "~/routes/api/recommendations-similar";
import { loader as upgrade } from "~/routes/api/recommendations-upgrade";
import { loader as rootLoader } from "~/root";
import { callRoute, useDatabase } from "./api-client";
import { readCodes, registration, TestBrowser, uniqueEmail } from "./accounts-client";
import { createListing } from "./factories";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
const email = uniqueEmail("seller");
const PHONE = "9812345678";
let carId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
  const browser = new TestBrowser("203.0.113.20");
  await browser.call(authAction, "/auth", { form: registration(email, { phone: PHONE }) });
  await browser.call(authAction, "/auth", { form: { intent: "verify", email, ...(await readCodes(handle.db, email, PHONE)) } });
  const { user } = (await browser.call(rootLoader, "/")).body as { user: { id: string } };
  carId = (await createListing(handle.db, { make: "Hyundai", model: "Creta", sellerId: user.id })).id;
  // A newer, dearer Creta: the seller's car has an upgrade to show.
  await createListing(handle.db, { make: "Hyundai", model: "Creta", price: 1_400_000, year: 2021, km: 20_000 });
  await createListing(handle.db, { make: "Hyundai", model: "Tucson", price: 2_900_000 });
});

afterAll(async () => {
  await handle.close();
});

/** Every key path in a JSON value, array indexes as `[]`: `items[].price`. */
function keyPaths(value: unknown, prefix = ""): Set<string> {
  const paths = new Set<string>();
  const walk = (v: unknown, at: string) => {
    if (Array.isArray(v)) v.forEach((item) => walk(item, `${at}[]`));
    else if (v && typeof v === "object") {
      for (const [key, item] of Object.entries(v)) {
        paths.add(`${at}${at ? "." : ""}${key}`);
        walk(item, `${at}${at ? "." : ""}${key}`);
      }
    }
  };
  walk(value, prefix);
  return paths;
}

/** The public vehicle of API.md (app/lib/vehicle.ts): the seller appears only as a type and a dealer name. */
const VEHICLE = [
  "id", "title", "make", "model", "variant", "price", "year", "mileage", "location", "city", "state", "exteriorColor",
  "interiorColor", "fuelType", "transmission", "bodyType", "ownerCount", "seats", "description", "features", "images",
  "dealer", "sellerType", "listedDate", "daysOnMarket", "source", "sourceUrl", "isNew", "isFeatured", "fuelEconomy", "rangeKm",
  "engineCc", "powerBhp", "dealRating", "estimatedPrice", "dealRatingReason", "otherSources", "otherSources[].source", "otherSources[].price",
  "otherSources[].id",
];
const under = (prefix: string, fields: string[]) => [prefix, ...fields.map((f) => `${prefix}.${f}`)];
const FACETS = ["make", "fuelType", "bodyType", "transmission", "city", "priceBand", "deal", "seats"].flatMap((f) => under(`facets.${f}`, ["[].value", "[].count"]).map((p) => p.replace(".[]", "[]")));
const SEARCH = [...under("items", VEHICLE).map((p) => p.replace("items.", "items[].")), "total", "page", "pageSize", "facets", ...FACETS, "interpretedAs", "interpretedAs.sort", "interpretedAs.text"];

/** [endpoint, loader, path, params, allowed key paths (`[]` for array items; a trailing `.*` allows any key below)]. */
const ENDPOINTS: [string, Parameters<typeof callRoute>[0], () => string, () => Record<string, string>, string[]][] = [
  ["/api/vehicles", vehicles, () => "/api/vehicles?q=hyundai", () => ({}), [...SEARCH, "interpretedAs.filters.*"]],
  ["/api/vehicles/search", vehiclesSearch, () => "/api/vehicles/search?q=creta 2019", () => ({}), [...SEARCH, "interpretedAs.filters.*"]],
  ["/api/vehicles/makes", makes, () => "/api/vehicles/makes", () => ({}), ["[].name", "[].slug", "[].listingCount", "[].models", "[].models[].name", "[].models[].slug", "[].models[].listingCount"]],
  ["/api/vehicles/:id", vehicle, () => `/api/vehicles/${carId}`, () => ({ id: String(carId) }), [...VEHICLE, "specs.*", "priceHistory", "priceHistory[].date", "priceHistory[].price", "fairPrice", "fairPrice.*", "standardEquipment", "standardEquipment.*"]],
  ["/api/suggestions", suggestions, () => "/api/suggestions?q=hyu", () => ({}), ["[].id", "[].title", "[].type", "[].make", "[].model", "[].image"]],
  ["/api/recommendations/similar/:id", similar, () => `/api/recommendations/similar/${carId}`, () => ({ vehicleId: String(carId) }), VEHICLE.map((f) => `[].${f}`)],
  [
    "/api/recommendations/upgrade/:id",
    upgrade,
    () => `/api/recommendations/upgrade/${carId}`,
    () => ({ vehicleId: String(carId) }),
    ["vehicleId", ...under("currentVehicle", VEHICLE), ...under("upgradedVehicle", VEHICLE), "priceDifference", "benefits.*"],
  ],
];

const allowed = (path: string, list: string[]) =>
  list.includes(path) || list.some((entry) => entry.endsWith(".*") && (path === entry.slice(0, -2) || path.startsWith(entry.slice(0, -1))));

/** Every string and number in a JSON value, as text. */
function values(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(values);
  if (value && typeof value === "object") return Object.values(value).flatMap(values);
  return typeof value === "string" || typeof value === "number" ? [String(value)] : [];
}

const EMAIL_LIKE = /[\w.+-]+@[\w-]+\.[\w.]+/;

describe("public JSON answers", () => {
  it.each(ENDPOINTS)("%s: only allow-listed fields, no one's email or phone", async (_name, loader, path, params, list) => {
    const answer = await callRoute(loader, path(), params());
    expect(answer.status).toBe(200);
    const paths = [...keyPaths(answer.body)];
    expect(paths.length).toBeGreaterThan(3);
    expect(paths.filter((p) => !allowed(p, list))).toEqual([]);
    const leaked = values(answer.body).filter((v) => EMAIL_LIKE.test(v) || v.includes(email) || v.replace(/\D/g, "").includes(PHONE));
    expect(leaked).toEqual([]);
  });

  it("fails on a field that is not on the list (the check works)", () => {
    const paths = [...keyPaths({ items: [{ id: "1", sellerEmail: email }] })];
    expect(paths.filter((p) => !allowed(p, SEARCH))).toEqual(["items[].sellerEmail"]);
  });
});

/**
 * A dealer's bulk CSV against a real database: all or nothing, every bad row named, files that
 * are not CSV text refused, private sellers refused, and one dealer's upload never touching
 * another's listings. The session lookup is replaced: who is signed in is better-auth's job.
 */
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { listings, priceHistory, users } from "~/.server/db/schema";
import { getSellerCatalogue } from "~/.server/selling/seller-catalogue";
import { TEMPLATE_ROWS, toCsv } from "~/lib/selling/bulk-csv";
import { rejectedRowsCsv, type BulkReport } from "~/lib/selling/bulk-csv-report";
import { bulkUploadAction } from "~/routes/seller/bulk-upload.server";
import { useDatabase } from "./api-client";
import { createMake, createModel } from "./factories";
import { createTestDatabase } from "./test-db";

type Role = "user" | "dealer";
const signedIn = vi.hoisted(() => ({ user: null as null | { id: string; name: string; email: string; phone: string | null; role: Role } }));
vi.mock("~/.server/auth/session", () => ({ requireUser: async () => signedIn.user, getCurrentUser: async () => signedIn.user }));

let handle: DbHandle;
const person = (id: string, role: Role) => ({ id, name: `${id} Motors`, email: `${id}@example.in`, phone: null, role });
const dealerA = person("dealer-a", "dealer");
const dealerB = person("dealer-b", "dealer");
const dealerC = person("dealer-c", "dealer");
const dealerD = person("dealer-d", "dealer");
const privateSeller = person("asha", "user");

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
  for (const u of [dealerA, dealerB, dealerC, dealerD, privateSeller]) await handle.db.insert(users).values({ id: u.id, name: u.name, email: u.email, role: u.role });
  const hyundai = await createMake(handle.db, "Hyundai");
  await createModel(handle.db, hyundai!.id, "Creta", "SUV");
  const maruti = await createMake(handle.db, "Maruti Suzuki");
  await createModel(handle.db, maruti!.id, "Swift", "Hatchback");
  await getSellerCatalogue(handle.db, true);
});

afterAll(async () => {
  await handle.close();
});

const [HEADER, CRETA, SWIFT] = TEMPLATE_ROWS;
const REG = HEADER!.indexOf("registration_number");
const PRICE = HEADER!.indexOf("price");
const MAKE = HEADER!.indexOf("make");
const KM = HEADER!.indexOf("km");
const DESCRIPTION = HEADER!.indexOf("description");

/** n cars from the template's examples, each with its own registration number. */
function cars(n: number, prefix = "MH 12 AB"): string[][] {
  return Array.from({ length: n }, (_, i) => {
    const row = [...(i % 2 ? SWIFT! : CRETA!)];
    row[REG] = `${prefix} ${String(1000 + i)}`;
    return row;
  });
}

/** Posts a file as the browser's multipart form does, as `user`. */
async function upload(user: typeof dealerA, body: BlobPart, name = "stock.csv", ip = "203.0.113.5"): Promise<{ status: number; report: BulkReport }> {
  signedIn.user = user;
  const form = new FormData();
  form.set("file", new File([body], name, { type: "text/csv" }));
  const request = new Request("http://localhost/seller/upload/bulk", { method: "POST", body: form });
  const result = (await bulkUploadAction(request, { clientIp: ip } as never)) as unknown as { data: { report: BulkReport }; init: { status?: number } | null };
  return { status: result.init?.status ?? 200, report: result.data.report };
}

const listingsOf = async (sellerId: string) => (await handle.db.select({ n: count() }).from(listings).where(eq(listings.sellerId, sellerId)))[0]!.n;

describe("bulk upload", () => {
  it("lists a valid 1,000-row file as 1,000 pending listings of the dealer, each with its first price", async () => {
    const started = performance.now();
    const { status, report } = await upload(dealerA, toCsv([HEADER!, ...cars(1_000)]));
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(status).toBe(200);
    expect(report).toEqual({ status: "listed", fileName: "stock.csv", listed: 1_000 });
    const rows = await handle.db.select().from(listings).where(eq(listings.sellerId, dealerA.id));
    expect(rows).toHaveLength(1_000);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(["pending"]));
    expect(rows.find((r) => r.registrationNumber === "MH12AB1000")).toMatchObject({
      make: "Hyundai",
      model: "Creta",
      price: 1_250_000,
      sellerType: "dealer",
      dealerName: dealerA.name,
      features: ["ABS", "Airbags", "Sunroof"],
      platforms: ["OLX", "Cars24"],
    });
    const history = await handle.db.select({ n: count() }).from(priceHistory).innerJoin(listings, eq(listings.id, priceHistory.listingId)).where(eq(listings.sellerId, dealerA.id));
    expect(history[0]!.n).toBe(1_000);
  });

  it("lists nothing when one row is bad, naming that row and why", async () => {
    const rows = cars(10, "DL 3C AA");
    rows[5]![PRICE] = "four lakh";
    rows[7]![MAKE] = "Hyundia";
    rows[7]![HEADER!.indexOf("year")] = "1985";
    const { status, report } = await upload(dealerB, toCsv([HEADER!, ...rows]), "bad.csv");
    expect(status).toBe(422);
    expect(report).toMatchObject({ status: "rejected", fileName: "bad.csv", rows: 10 });
    if (report.status !== "rejected") throw new Error("expected a rejection");
    expect(report.rejected.map((r) => ({ row: r.row, problems: r.problems }))).toEqual([
      { row: 7, problems: [{ column: "price", message: expect.stringContaining("Enter an asking price from ₹25,000") }] },
      {
        row: 9,
        problems: [
          { column: "year", message: expect.stringContaining("Enter a year from 1995") },
          { column: "make", message: 'Choose a make from the list: "Hyundia" is not a make we know' },
        ],
      },
    ]);
    expect(report.rejected[0]!.cells[PRICE]).toBe("four lakh");
    expect(report.accepted.map((a) => a.row)).toEqual([2, 3, 4, 5, 6, 8, 10, 11]);
    expect(await listingsOf(dealerB.id)).toBe(0);
  });

  it("refuses a PNG renamed .csv with a clear message and lists nothing", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    const { status, report } = await upload(dealerB, png, "cars.csv");
    expect(status).toBe(422);
    expect(report).toMatchObject({ status: "refused", fileName: "cars.csv", message: expect.stringContaining("This file is a PNG image, not a CSV file") });
    expect(await listingsOf(dealerB.id)).toBe(0);
  });

  it("refuses a private seller with a 403", async () => {
    const { status, report } = await upload(privateSeller, toCsv([HEADER!, ...cars(2)]));
    expect(status).toBe(403);
    expect(report).toMatchObject({ status: "refused", message: "Bulk upload is for dealer accounts" });
    expect(await listingsOf(privateSeller.id)).toBe(0);
  });

  it("reports a registration number twice in the file, and one the dealer already has listed", async () => {
    const rows = cars(4, "KA 05 MN");
    rows[3]![REG] = rows[1]![REG]!.toLowerCase();
    rows[3]![PRICE] = "abc"; // a repeat is named even in a row that fails for another reason
    const twice = await upload(dealerB, toCsv([HEADER!, ...rows]));
    if (twice.report.status !== "rejected") throw new Error("expected a rejection");
    expect(twice.report.rejected).toEqual([
      expect.objectContaining({
        row: 5,
        problems: [
          { column: "price", message: expect.stringContaining("Enter an asking price") },
          { column: "registration_number", message: "KA05MN1001 is also on row 3: list each car once" },
        ],
      }),
    ]);

    expect((await upload(dealerB, toCsv([HEADER!, ...cars(2, "KA 05 MN")]))).report.status).toBe("listed");
    const again = await upload(dealerB, toCsv([HEADER!, ...cars(3, "KA 05 MN")]));
    if (again.report.status !== "rejected") throw new Error("expected a rejection");
    expect(again.report.rejected.map((r) => [r.row, r.problems[0]!.message])).toEqual([
      [2, "You already have Hyundai Creta SX 1.5 Petrol with KA05MN1000 listed: edit that listing instead"],
      [3, "You already have Maruti Suzuki Swift VXI with KA05MN1001 listed: edit that listing instead"],
    ]);
    expect(await listingsOf(dealerB.id)).toBe(2);
  });

  it("lets dealer B list cars whose numbers dealer A uses, and never touches A's listings", async () => {
    const before = await handle.db.select().from(listings).where(eq(listings.sellerId, dealerA.id)).orderBy(listings.id);
    const { report } = await upload(dealerB, toCsv([HEADER!, ...cars(3)]));
    expect(report).toMatchObject({ status: "listed", listed: 3 });
    const after = await handle.db.select().from(listings).where(eq(listings.sellerId, dealerA.id)).orderBy(listings.id);
    expect(after).toEqual(before);
    const bCopies = await handle.db.select({ n: count() }).from(listings).where(and(eq(listings.sellerId, dealerB.id), eq(listings.registrationNumber, "MH12AB1000")));
    expect(bCopies[0]!.n).toBe(1);
  });

  it("writes formula-like cells back quoted in the rejected rows, and the fixed download lists them as first typed", async () => {
    const rows = cars(2, "GJ 01 RS");
    rows[0]![MAKE] = '=HYPERLINK("http://evil.example","Hyundai")';
    rows[0]![DESCRIPTION] = "- Single owner\n- New tyres";
    rows[1]![KM] = "-5000";
    const first = await upload(dealerD, toCsv([HEADER!, ...rows]));
    if (first.report.status !== "rejected") throw new Error("expected a rejection");
    const download = rejectedRowsCsv(first.report);
    expect(download).toContain(`"'=HYPERLINK(""http://evil.example"",""Hyundai"")"`);
    expect(download).toContain(`"'- Single owner\n- New tyres"`);
    // A negative number stays as the dealer typed it; the row says why it is wrong.
    expect(download).toContain(",-5000,");

    // The dealer fixes the two wrong cells and uploads the download as it is otherwise.
    const fixed = download.replace(`"'=HYPERLINK(""http://evil.example"",""Hyundai"")"`, "Hyundai").replace(",-5000,", ",5000,");
    expect((await upload(dealerD, fixed, "stock-rejected.csv")).report).toMatchObject({ status: "listed", listed: 2 });
    const listed = await handle.db.select().from(listings).where(eq(listings.sellerId, dealerD.id)).orderBy(listings.id);
    expect(listed.map((l) => [l.make, l.km, l.description])).toEqual([
      ["Hyundai", 42_000, "- Single owner\n- New tyres"],
      ["Maruti Suzuki", 5_000, SWIFT![DESCRIPTION]],
    ]);
  });

  it("limits uploads per dealer", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await upload(dealerC, "", "empty.csv", `198.51.100.${i}`)).status);
    expect(statuses.slice(0, 20).every((s) => s === 422)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

import { get } from "node:http";
import { expect, test } from "@playwright/test";

/** The raw (still compressed) response, as a phone on 4G receives it. */
function fetchRaw(url: string): Promise<{ headers: Record<string, string | string[] | undefined>; bytes: number }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "Accept-Encoding": "gzip" } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () => resolve({ headers: res.headers, bytes }));
    }).on("error", reject);
  });
}

test("pages carry the security headers and arrive well compressed; scripts are cached for a year @any-width", async ({ request, baseURL }) => {
  const page = await request.get("/search?q=creta");
  const html = await page.text();
  expect(page.headers()["content-security-policy"]).toContain("script-src 'self' 'nonce-");

  // Streamed pages are compressed as a whole, not piece by piece (42 KB instead of 17 KB before).
  const raw = await fetchRaw(`${baseURL}/search?q=creta`);
  expect(raw.headers["content-encoding"]).toBe("gzip");
  expect(raw.bytes).toBeLessThan(html.length * 0.2);

  const script = /\/assets\/[\w-]+\.js/.exec(html)?.[0];
  expect(script).toBeDefined();
  const asset = await request.get(script!);
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(asset.headers()["x-content-type-options"]).toBe("nosniff");
  // A script gains nothing from a page's CSP; leaving it off saves ~0.8 KB a file.
  expect(asset.headers()["content-security-policy"]).toBeUndefined();
});

test("a filter change downloads what the cards and the panel show, not whole vehicles @any-width", async ({ request }) => {
  // The data React Router fetches when a filter is applied on /search.
  const data = await (await request.get("/search.data?q=creta&pageSize=48")).text();
  for (const field of ["title", "price", "mileage", "location", "source", "otherSources", "bodyType", "fuelType", "transmission"]) {
    expect(data).toContain(`"${field}"`);
  }
  // The description, features and the facets no panel shows stay with the API and the details page.
  for (const field of ["description", "features", "listedDate", "priceBand", "interpretedAs"]) expect(data).not.toContain(`"${field}"`);
  const api = await (await request.get("/api/vehicles?q=creta&pageSize=48")).text();
  expect(api).toContain('"description"');
  expect(data.length).toBeLessThan(api.length / 2);
});

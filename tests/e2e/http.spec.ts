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

import { expect, test } from "@playwright/test";
import { open } from "./hydration";

// The edge guard in the built server (the in-process sweep is tests/integration/security-hostile-input.test.ts).
test("text no route can use is a clear 400, never a 500 or a stack trace @any-width", async ({ request }) => {
  const api = await request.get("/api/suggestions?q=%00x");
  expect(api.status()).toBe(400);
  expect(await api.json()).toMatchObject({ error: { code: "bad_request", message: expect.stringContaining("control character") } });

  for (const path of ["/search?q=%00", "/details/%ED%A0%80", "/used-cars?city=%zz", `/search?q=${"a".repeat(3000)}`]) {
    const page = await request.get(path);
    expect(page.status(), path).toBe(400);
    const text = await page.text();
    expect(text).toContain("We cannot read this address");
    expect(text).not.toMatch(/\n\s+at |node_modules/);
  }

  // Ordinary text, unicode and SQL-ish input still reach the page.
  for (const q of ["creta", "कार 🚗", "' or 1=1--"]) expect((await request.get(`/search?q=${encodeURIComponent(q)}`)).status()).toBe(200);
});

test("a page action answers a JSON or NUL-bearing body with a 400 @any-width", async ({ request, baseURL }) => {
  const headers = { Origin: baseURL! };
  expect((await request.post("/contact", { headers, data: { message: "hi" } })).status()).toBe(400);
  expect((await request.post("/contact", { headers, form: { name: "a\u0000b" } })).status()).toBe(400);
});

// The CSP forbids eval and inline scripts without the nonce; a violation is a script the page
// wanted to run and could not (zod once probed `new Function` on every page with a form).
test("pages with forms run without a Content Security Policy violation @any-width", async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  const car = (await (await page.request.get("/api/vehicles?limit=1")).json()) as { items: { id: string }[] };
  for (const path of [`/details/${car.items[0]!.id}`, "/sell", "/contact", "/auth"]) {
    await open(page, path);
    expect(violations, path).toEqual([]);
  }
});

/**
 * Issue 32's findings, each replayed against the production build (the in-process suites are
 * tests/integration/security-*.test.ts): a forged Host, cross-site writes riding on a cookie,
 * TRACE and an empty Host, the open redirect, bodies that are not UTF-8 or nest too deep, and a
 * page form's 429. Every answer is the refusal a careful site gives, never a 5xx.
 */
import http from "node:http";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { logInAsDemo, DEMO } from "./account-helpers";
import { E2E_DEMO_PASSWORD } from "./demo-password";
import { ownOrigin } from "./own-origin";

const EVIL = "https://evil.example";

/** A raw request with headers fetch would not send (a forged or empty Host, TRACE). */
function raw(method: string, path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const { port } = new URL(ownOrigin().Origin);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path, headers, setHost: false }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

async function someCarId(request: APIRequestContext): Promise<string> {
  const { items } = (await (await request.get("/api/vehicles?pageSize=1")).json()) as { items: { id: string }[] };
  return items[0]!.id;
}

test("a forged Host never reaches the page's links, for that visitor or the next @any-width", async ({ request }) => {
  const forged = await raw("GET", "/", { Host: "evil.example" });
  expect(forged.status).toBe(200);
  expect(forged.body).not.toContain("evil.example");
  expect(forged.body).toContain(`<link rel="canonical" href="${ownOrigin().Origin}/"`);
  const sitemap = await raw("GET", "/sitemap.xml", { Host: "evil.example" });
  expect(sitemap.body).not.toContain("evil.example");
  expect(await (await request.get("/")).text()).not.toContain("evil.example");
});

test("TRACE and an empty Host are refused before the app, never a 500 @any-width", async () => {
  expect((await raw("TRACE", "/", { Host: "localhost" })).status).toBe(405);
  expect((await raw("GET", "/", { Host: "" })).status).toBe(400);
});

test("another site cannot write with a signed-in visitor's cookie; our own pages can @any-width", async ({ page }) => {
  await logInAsDemo(page, "user");
  const carId = await someCarId(page.request);
  const save = (headers: Record<string, string>) => page.request.put(`/api/saved-listings/${carId}`, { headers });
  const foreign = await save({ Origin: EVIL });
  expect(foreign.status()).toBe(403);
  expect(await foreign.json()).toMatchObject({ error: { code: "forbidden" } });
  expect((await save({})).status()).toBe(403);
  expect((await page.request.post("/logout", { headers: { Origin: EVIL }, form: {} })).status()).toBe(403);
  // Still signed in, and a write from our own origin goes through.
  expect((await save(ownOrigin())).status()).toBe(204);
  expect((await page.request.delete(`/api/saved-listings/${carId}`, { headers: ownOrigin() })).status()).toBe(204);
  const plain = await page.request.post("/api/conversations", { headers: { ...ownOrigin(), "Content-Type": "text/plain" }, data: JSON.stringify({ listingId: Number(carId) }) });
  expect(plain.status()).toBe(415);
});

test("signing in never sends the browser to another site @any-width", async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  for (const redirectTo of ["/%09/evil.example", "//evil.example", "/\\evil.example", "https://evil.example/"]) {
    const res = await request.post("/auth", {
      headers: ownOrigin(),
      form: { intent: "login", email: DEMO.user, password: E2E_DEMO_PASSWORD, redirectTo: decodeURIComponent(redirectTo) },
      maxRedirects: 0,
    });
    expect(res.status(), redirectTo).toBe(302);
    const location = res.headers().location ?? "";
    expect(new URL(location, baseURL).origin, `${redirectTo} -> ${location}`).toBe(new URL(baseURL!).origin);
  }
  await request.dispose();
});

test("a form that is not UTF-8, or JSON nested too deep, is a 400 that names the problem @any-width", async ({ request }) => {
  const form = await request.post("/contact", {
    headers: { ...ownOrigin(), "Content-Type": "application/x-www-form-urlencoded" },
    data: "name=Ravi%C3%28&email=ravi%40example.in&topic=Buying&message=Hello%20there%2C%20is%20it%20for%20sale%3F",
  });
  expect(form.status()).toBe(400);
  expect(await form.text()).toContain("name");
  let deep = "1";
  for (let i = 0; i < 5000; i++) deep = `[${deep}]`;
  const json = await request.post("/api/recommendations/track", { headers: { "Content-Type": "application/json" }, data: `{"vehicleId":${deep}}` });
  expect(json.status()).toBe(400);
  expect(await json.json()).toMatchObject({ error: { code: "bad_request" } });
});

test("a page form's 429 says when to come back (Retry-After) and keeps what was typed @any-width", async ({ request }) => {
  // Five messages per email typed in 15 minutes; a fresh address each run.
  const email = `limit-${Date.now()}@example.in`;
  const send = () =>
    request.post("/contact", {
      headers: ownOrigin(),
      form: { name: "Ravi Kumar", email, phone: "", topic: "Buying", message: "Is the white Nexon still for sale, please?" },
      maxRedirects: 0,
    });
  for (let i = 0; i < 5; i++) expect((await send()).status()).toBeLessThan(400);
  const limited = await send();
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
  const html = await limited.text();
  expect(html).toContain("Too many attempts");
  expect(html).toContain("Is the white Nexon still for sale, please?");
});

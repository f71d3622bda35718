/**
 * Lighthouse SEO and accessibility (mobile) on the content pages: /news, an article, /blog,
 * a story, /admin/blog and /admin/news (issue 17's target: 100 each). The admin pages are
 * audited signed in: the demo admin logs in through /auth in the same Chromium first, so its
 * session cookie is in the profile Lighthouse loads the pages with. Against a running
 * production server started with DEMO_PASSWORD:
 *   BENCH_URL=http://127.0.0.1:3900 DEMO_PASSWORD=... node --import tsx scripts/bench/lighthouse-content.ts
 */
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";

const ADMIN_EMAIL = "admin@demo.carsaathi.in";

async function firstLink(baseUrl: string, listPath: string, prefix: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}${listPath}`)).text();
  const href = new RegExp(`href="(${prefix}[a-z0-9-]+)"`).exec(html)?.[1];
  if (!href) throw new Error(`no ${prefix} link on ${listPath}`);
  return href;
}

async function logInAsAdmin(port: number, baseUrl: string, password: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0]!.newPage();
  await page.goto(`${baseUrl}/auth?redirectTo=%2Fadmin%2Fblog`);
  await page.getByLabel("Email").fill(ADMIN_EMAIL);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL(/\/admin\/blog$/, { timeout: 30_000 });
  await page.close();
  await browser.close();
}

const baseUrl = (process.env.BENCH_URL ?? "http://127.0.0.1:3900").replace(/\/$/, "");
const password = process.env.DEMO_PASSWORD;
if (!password) throw new Error("DEMO_PASSWORD: the demo admin's password, as the server was started with");
const paths = ["/news", await firstLink(baseUrl, "/news", "/news/"), "/blog", await firstLink(baseUrl, "/blog", "/blog/"), "/admin/blog", "/admin/news"];

const chrome = await launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
try {
  await logInAsAdmin(chrome.port, baseUrl, password);
  const rows = [];
  for (const path of paths) {
    const result = await lighthouse(`${baseUrl}${path}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["seo", "accessibility"] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { categories, audits } = result.lhr;
    const failed = Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map((a) => a.id);
    rows.push({
      path,
      seo: Math.round((categories.seo?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      "failed audits": failed.join(" "),
    });
  }
  console.table(rows);
} finally {
  chrome.kill();
}

/** Waiting for a page to become interactive, as a visitor's first tap would need it. */
import type { Page } from "@playwright/test";

/** Waits until the page has hydrated, every part of it (`<html data-hydrated>`, set by components/layout/hydrate-later.tsx). */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Opens a page and waits for it to hydrate, so clicks and submissions go through the app. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

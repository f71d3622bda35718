import type { Page } from "@playwright/test";

/**
 * Tells client-side navigations from full page loads: a mark put on the window survives the
 * first and is lost with the second. Call it once; each call of the returned function says
 * whether the page is still the same document.
 */
export async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => Object.assign(window, { sameDocumentMark: true }));
  return () => page.evaluate(() => (window as { sameDocumentMark?: boolean }).sameDocumentMark === true);
}

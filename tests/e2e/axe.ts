import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** No toast on screen, and none arriving: a toast raised by the last action can mount a moment after its page updates (Sonner loads lazily). */
async function toastsGone(page: Page) {
  const toasts = page.locator("[data-sonner-toast]");
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await expect(toasts).toHaveCount(0, { timeout: 10_000 });
    await page.waitForTimeout(500);
    if ((await toasts.count()) === 0) return;
  }
  throw new Error("toasts kept appearing: axe would measure them mid-animation");
}

/**
 * No serious or critical axe violation on the page, checked once toasts have gone (2-4 s): axe
 * measures a toast's contrast while it slides and fades, which nobody reads. Their colours at
 * rest are set for AA in components/ui/sonner-toaster.tsx.
 */
export async function expectNoSeriousAxeViolations(page: Page) {
  await toastsGone(page);
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

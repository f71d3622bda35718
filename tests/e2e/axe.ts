import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * No serious or critical axe violation on the page, checked once toasts have gone (2-4 s): axe
 * measures a toast's contrast while it slides and fades, which nobody reads. Their colours at
 * rest are set for AA in components/ui/sonner-toaster.tsx.
 */
export async function expectNoSeriousAxeViolations(page: Page) {
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

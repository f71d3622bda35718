/**
 * /privacy tells the truth (issue 32): it names what we store, including the IP addresses in
 * sessions and refusal logs, with the periods the retention job keeps, and none of the old
 * claims. Readable and accessible at both widths (the table stacks into cards on a phone).
 */
import { expect, test } from "@playwright/test";
import { describePeriod, RETENTION, SESSION_DAYS } from "../../app/lib/privacy/retention-periods";
import { expectNoSeriousAxeViolations } from "./axe";

test("the privacy page names what we store, for how long, and how to use each right", async ({ page }) => {
  await page.goto("/privacy");
  const main = page.getByRole("main");
  for (const heading of ["Who we are", "What we collect and why", "Cookies and browser storage", "Who we share it with", "Your rights and how to use them", "Children", "Changes to this policy"]) {
    await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  const table = main.getByRole("table", { name: "What we keep, why, and for how long" });
  const row = (what: string) => table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: new RegExp(`^${what}`) }) });
  await expect(row("Sign-in sessions")).toContainText("IP address and browser description");
  await expect(row("Sign-in sessions")).toContainText(`${SESSION_DAYS} days after your last visit`);
  await expect(row("Server logs")).toContainText("your IP address and a masked email");
  await expect(row("Server logs")).toContainText(describePeriod(RETENTION.serverLogs));
  await expect(row("Security counters")).toContainText(describePeriod(RETENTION.rateLimitWindows));
  await expect(row("Activity on cars")).toContainText(describePeriod(RETENTION.activityEvents));
  await expect(row("Messages to us")).toContainText(describePeriod(RETENTION.contactMessages));
  await expect(main.getByText("better-auth.session_token")).toBeVisible();
  await expect(main.getByText("carsaathi:compare")).toBeVisible();
  await expect(main.getByRole("link", { name: "privacy@carsaathi.in" }).first()).toHaveAttribute("href", "mailto:privacy@carsaathi.in");
  await expect(main).toContainText("Download my data");
  await expect(main).toContainText("Delete my account");
  await expect(main.getByRole("link", { name: "Settings" })).toHaveAttribute("href", "/settings");
  await expect(main).toContainText("Last updated 27 November 2026");
  const text = (await main.innerText()).toLowerCase();
  expect(text).not.toContain("works without any account");
  expect(text).not.toContain("we do not log your ip address");
  await expectNoSeriousAxeViolations(page);
});

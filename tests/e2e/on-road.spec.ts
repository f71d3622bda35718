import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

test.describe.configure({ timeout: 120_000 });

async function open(page: Page, url: string) {
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return main !== null && Object.keys(main).some((k) => k.startsWith("__reactFiber"));
  });
}

async function expectNoSeriousAxe(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
}

const rupees = (text: string) => Number(text.replace(/[^\d]/g, ""));

test.describe("on-road price on /new-cars", () => {
  test("picking a city prices every card, is remembered, and the breakdown opens from the keyboard", async ({ page, request }) => {
    // Without a city the page invites the visitor to choose one.
    expect(await (await request.get("/new-cars")).text()).toContain("Choose your city to see each model");

    await open(page, "/new-cars");
    await expect(page.getByTestId("on-road-total")).toHaveCount(0);
    await page.getByLabel("Your city for on-road prices").selectOption("Pune");
    await expect(page.getByTestId("on-road-total").first()).toBeVisible();
    await expect(page.getByText("On-road prices for Pune (Maharashtra)")).toBeVisible();
    const card = page.getByRole("article").first();
    const exShowroom = rupees((await card.getByTestId("new-car-price").textContent()) ?? "");
    const onRoad = rupees((await card.getByTestId("on-road-total").textContent()) ?? "");
    expect(onRoad).toBeGreaterThan(exShowroom);
    expect(page.url()).not.toContain("city=");

    // The server renders the remembered city on the next visit (cookie).
    await open(page, "/new-cars?fuel=petrol");
    await expect(page.getByLabel("Your city for on-road prices")).toHaveValue("Pune");
    await expect(page.getByTestId("on-road-total").first()).toBeVisible();

    const trigger = page.getByRole("button", { name: /^Price breakdown/ }).first();
    await trigger.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "On-road price in Pune" });
    await expect(dialog).toBeVisible();
    const table = dialog.getByRole("table");
    await expect(table).toContainText("Road tax");
    await expect(table).toContainText("Insurance (first year)");
    await expect(table).toContainText(/11% \(petrol, up to ₹10 lakh\)|12% \(petrol/);
    await dialog.getByText("How we worked it out").click();
    await expect(dialog).toContainText("Maharashtra Motor Vehicles Tax Act, 1958");
    await expectNoSeriousAxe(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await expectNoSeriousAxe(page);
  });

  test("a city in the address works without the picker and answers in that city @any-width", async ({ request }) => {
    const response = await request.get("/new-cars?city=Chennai");
    expect(response.headers()["set-cookie"]).toContain("cs_city=Chennai");
    expect(await response.text()).toContain("On-road prices for Chennai (Tamil Nadu)");
  });
});

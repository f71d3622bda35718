/**
 * The rate limits of the page forms added in issue 32 (/contact, the details page's enquiry,
 * booking and price alert, /profile and /settings), and what every page form's 429 carries:
 * Retry-After, the message for the form, and what was typed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "~/.server/auth/rate-limit";
import type { DbHandle } from "~/.server/db/client";
import { action as profileAction } from "~/routes/account/profile";
import { action as settingsAction } from "~/routes/account/settings";
import { action as blogAction } from "~/routes/content/blog";
import { action as contactAction } from "~/routes/content/contact";
import { action as detailsAction } from "~/routes/details";
import { signUp, TestBrowser, uniqueEmail, type Answer } from "./accounts-client";
import { useDatabase } from "./api-client";
import { holdClockMidRateWindow, releaseClock } from "./auth-clock";
import { createListing } from "./factories";
import { expectTooMany, fromAddress, spendAccountLimit } from "./rate-limit-helpers";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
let buyer: Awaited<ReturnType<typeof signUp>>;
let ipCounter = 0;
const freshIp = () => `192.0.2.${++ipCounter}`;

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
  holdClockMidRateWindow();
  buyer = await signUp(handle.db, "Asha", "9811111111", "198.51.100.80");
});

afterAll(async () => {
  releaseClock();
  await handle.close();
});

/** `max` attempts get through (whatever they answer), the next is a 429 with Retry-After. */
async function expectLimitAfter(max: number, attempt: (i: number) => Promise<Answer>): Promise<Answer> {
  for (let i = 0; i < max; i++) expect((await attempt(i)).status, `attempt ${i + 1} of ${max}`).not.toBe(429);
  const refused = await attempt(max);
  expectTooMany(refused);
  return refused;
}

const sellerCar = async () => (await createListing(handle.db, { source: "carsaathi", sellerType: "individual" })).id;

describe("/contact", () => {
  const message = (email: string) => ({ name: "Ravi Kumar", email, phone: "", topic: "Buying", message: "Do you check the cars before listing?" });
  const send = (browser: TestBrowser, email: string) => browser.call(contactAction, "/contact", { form: message(email) });

  it("takes 5 messages per email typed, then answers 429 on the form with what was typed", async () => {
    const email = uniqueEmail("writer");
    const refused = await expectLimitAfter(LIMITS.contactMessage.account.max, () => send(new TestBrowser(freshIp()), email));
    expect(refused.body).toMatchObject({ status: "invalid", formError: expect.stringMatching(/^Too many attempts/), values: { email, topic: "Buying" } });
  });

  it("takes 20 per address, whatever the email; an invalid form costs nothing", async () => {
    const browser = new TestBrowser(freshIp());
    for (let i = 0; i < 30; i++) expect((await browser.call(contactAction, "/contact", { form: { ...message("bad"), name: "" } })).status).toBe(400);
    await expectLimitAfter(LIMITS.contactMessage.ip.max, () => send(browser, uniqueEmail("writer")));
  });
});

describe("the details page", () => {
  const enquiry = { intent: "enquiry", name: "Asha Rao", phone: "9811111111", email: "", message: "Is the car still available?" };
  const booking = { intent: "booking", name: "Asha Rao", phone: "9811111111", email: "" };
  const post = (browser: TestBrowser, carId: number, form: Record<string, string>) =>
    browser.call(detailsAction, `/details/${carId}`, { form, params: { id: String(carId) } });

  it("takes 3 enquiries an hour from one user about one car, from any address; another car is another count", async () => {
    const car = await sellerCar();
    const refused = await expectLimitAfter(LIMITS.enquiry.target.max, () => post(fromAddress(buyer.browser, freshIp()), car, enquiry));
    expect(refused.body).toMatchObject({ intent: "enquiry", ok: false, formError: expect.stringMatching(/^Too many attempts/), values: { message: enquiry.message } });
    expect((await post(fromAddress(buyer.browser, freshIp()), await sellerCar(), enquiry)).body).toEqual({ intent: "enquiry", ok: true });
  });

  it("takes 3 enquiries an hour from one guest address about one car", async () => {
    const car = await sellerCar();
    const guest = new TestBrowser(freshIp());
    await expectLimitAfter(LIMITS.enquiry.target.max, () => post(guest, car, enquiry));
  });

  it("takes 10 enquiries per user over all cars, from any address", async () => {
    const asha = await signUp(handle.db, "Asha", "9811111112", freshIp());
    await expectLimitAfter(LIMITS.enquiry.account.max, async () => post(fromAddress(asha.browser, freshIp()), await sellerCar(), enquiry));
  });

  it("limits booking requests the same way, keeping what was typed", async () => {
    const car = await sellerCar();
    const refused = await expectLimitAfter(LIMITS.bookingRequest.target.max, () => post(fromAddress(buyer.browser, freshIp()), car, booking));
    expect(refused.body).toMatchObject({ intent: "booking", ok: false, values: { name: "Asha Rao" } });
  });

  it("limits setting and removing price alerts per user, with the message on the alert form", async () => {
    const ravi = await signUp(handle.db, "Ravi", "9811111113", freshIp());
    const car = await sellerCar();
    expect((await post(ravi.browser, car, { intent: "price-alert" })).status).toBe(200);
    await spendAccountLimit(handle.db, "priceAlert", ravi.id);
    const set = await post(ravi.browser, car, { intent: "price-alert", targetPrice: "900000" });
    expectTooMany(set);
    expect(set.body).toMatchObject({ intent: "price-alert", ok: false, error: expect.stringMatching(/^Too many attempts/), value: "900000" });
    const remove = await post(ravi.browser, car, { intent: "remove-price-alert" });
    expectTooMany(remove);
    expect(remove.body).toMatchObject({ intent: "remove-price-alert", ok: false });
  });
});

describe("/profile and /settings", () => {
  it("take 20 saves per user between them, then a 429 on the form with what was typed", async () => {
    const meera = await signUp(handle.db, "Meera", "9811111114", freshIp());
    const details = (i: number) => ({ intent: "profile", name: `Meera ${String.fromCharCode(65 + i)}`, phone: "9811111114" });
    const refused = await expectLimitAfter(LIMITS.profileUpdate.account.max, (i) =>
      fromAddress(meera.browser, freshIp()).call(profileAction, "/profile", { form: details(i) }),
    );
    expect(refused.body).toMatchObject({ intent: "profile", formError: expect.stringMatching(/^Too many attempts/), values: { name: details(20).name } });
    const settings = await meera.browser.call(settingsAction, "/settings", { form: { intent: "settings", messageEmails: "on" } });
    expectTooMany(settings);
    expect(settings.body).toMatchObject({ intent: "settings", values: { alertEmails: "", messageEmails: "on" } });
  });
});

describe("a 429 on any page form", () => {
  it("carries Retry-After on the blog's story form too", async () => {
    const writer = await signUp(handle.db, "Kiran", "9811111115", freshIp());
    await spendAccountLimit(handle.db, "blogSubmission", writer.id);
    const story = {
      title: "Our first road trip to Coorg",
      content: "We drove our 2019 Baleno from Bengaluru to Coorg in the monsoon. The car handled the ghats well and returned 17 km/l.",
      authorName: "Kiran Rao",
      authorEmail: "kiran@example.com",
      carMake: "Maruti Suzuki",
      carModel: "Baleno",
      carYear: "2019",
    };
    const refused = await writer.browser.call(blogAction, "/blog", { form: story });
    expectTooMany(refused);
    expect(refused.headers.get("Cache-Control")).toMatch(/no-store/);
    expect(refused.body).toMatchObject({ ok: false, values: { title: story.title } });
  });
});

/**
 * The rate limits added in issue 32 on the chat (reporting a conversation from its page or the
 * API, marking it read) and on the browser's tracking calls (recommendation clicks, the view
 * beacon): generous, but bounded; and the chat page's 429s carry Retry-After as the API's do.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "~/.server/auth/rate-limit";
import type { DbHandle } from "~/.server/db/client";
import { getMessageBus } from "~/.server/messaging/get-message-bus";
import { action as readAction } from "~/routes/api/conversation-read";
import { action as safetyAction } from "~/routes/api/conversation-safety";
import { action as viewsAction } from "~/routes/api/listing-views";
import { action as trackAction } from "~/routes/api/recommendations-track";
import { action as conversationPage } from "~/routes/messaging/conversation";
import { signUpAs, type SignedIn } from "./admin-accounts";
import { useDatabase } from "./api-client";
import { holdClockMidRateWindow, releaseClock } from "./auth-clock";
import { createSellerCar, sendOk, startChat } from "./chat-helpers";
import { expectTooMany, fromAddress, spendAccountLimit } from "./rate-limit-helpers";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
let seller: SignedIn;
let buyer: SignedIn;
let carId: number;
let chatId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
  holdClockMidRateWindow();
  seller = await signUpAs(handle.db, "user", "Sunil Patil");
  buyer = await signUpAs(handle.db, "user", "Asha Rao");
  carId = (await createSellerCar(handle.db, seller.id)).id;
  chatId = await startChat(buyer.browser, carId);
});

afterAll(async () => {
  releaseClock();
  await (await getMessageBus()).close();
  await handle.close();
});

let ipCounter = 0;
const freshIp = () => `192.0.2.${++ipCounter}`;
const onPage = (who: SignedIn, form: Record<string, string>) =>
  fromAddress(who.browser, freshIp()).call(conversationPage, `/messages/${chatId}`, { form, params: { id: String(chatId) } });

describe("reporting a conversation", () => {
  it("takes 10 reports per user from the page and the API together, then 429 keeping the reason typed", async () => {
    const reason = "He asked for an advance by UPI before any visit.";
    for (let i = 0; i < LIMITS.chatReport.account.max; i++) {
      expect((await onPage(seller, { intent: "report", reason })).body, `report ${i + 1}`).toEqual({ intent: "report", ok: true });
    }
    const page = await onPage(seller, { intent: "report", reason });
    expectTooMany(page);
    expect(page.body).toMatchObject({ intent: "report", ok: false, error: expect.stringMatching(/^Too many attempts/), values: { reason } });
    const api = await fromAddress(seller.browser, freshIp()).call(safetyAction, `/api/conversations/${chatId}/report`, { json: { reason }, params: { id: String(chatId) } });
    expectTooMany(api);
    expect(api.body).toMatchObject({ error: { code: "rate_limited" } });
  });
});

describe("the chat page", () => {
  it("answers a message over the limit with 429, Retry-After and the text typed", async () => {
    await spendAccountLimit(handle.db, "chatMessage", buyer.id);
    const refused = await onPage(buyer, { intent: "send", body: "One more question" });
    expectTooMany(refused);
    expect(refused.body).toMatchObject({ intent: "send", ok: false, values: { body: "One more question" } });
  });
});

describe("marking a conversation read", () => {
  it("is limited per user", async () => {
    const message = await sendOk(seller.browser, chatId, "Come on Sunday for a test drive");
    const read = () => buyer.browser.call(readAction, `/api/conversations/${chatId}/read`, { json: { upToId: message.id }, params: { id: String(chatId) } });
    expect((await read()).status).toBe(200);
    await spendAccountLimit(handle.db, "conversationRead", buyer.id);
    expectTooMany(await read());
  });
});

describe("tracking", () => {
  it("limits recommendation clicks per user", async () => {
    const click = () => seller.browser.call(trackAction, "/api/recommendations/track", { json: { vehicleId: String(carId), interactionType: "click" } });
    expect((await click()).status).toBe(204);
    await spendAccountLimit(handle.db, "interaction", seller.id);
    const refused = await click();
    expectTooMany(refused);
    expect(refused.body).toMatchObject({ error: { code: "rate_limited" } });
  });

  it("limits the view beacon per user as well as per address", async () => {
    const viewer = await signUpAs(handle.db, "user", "Ravi Kumar");
    const view = () => fromAddress(viewer.browser, freshIp()).call(viewsAction, `/api/vehicles/${carId}/views`, { method: "POST", params: { id: String(carId) } });
    expect((await view()).status).toBe(204);
    await spendAccountLimit(handle.db, "listingView", viewer.id);
    expectTooMany(await view());
  });
});

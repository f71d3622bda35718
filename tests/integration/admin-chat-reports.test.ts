/**
 * /admin/reports: the reports users file on chats, open newest first, each with the car, who
 * reported whom and the chat's message and payment-warning counts; reading a reported chat
 * (read-only, only through a report, logged); and Mark resolved with a note (logged, once).
 * Who may call these at all is admin-access.test.ts.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { conversationReports, conversations } from "~/.server/db/schema";
import { logger } from "~/.server/logger";
import { getMessageBus } from "~/.server/messaging/get-message-bus";
import type { ReportedConversation, ReportsPage } from "~/lib/admin/conversation-report";
import { action as safetyAction } from "~/routes/api/conversation-safety";
import { loader as reportLoader } from "~/routes/admin/report";
import { action as reportsAction, loader as reportsLoader } from "~/routes/admin/reports";
import { signUpAs, type SignedIn } from "./admin-accounts";
import { useDatabase } from "./api-client";
import { createSellerCar, sendOk, startChat } from "./chat-helpers";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
let admin: SignedIn;
let seller: SignedIn;
let buyer: SignedIn;
let carId: number;
let chatId: number;
let olderReportId: number;
let reportId: number;

const report = async (who: SignedIn, id: number, reason: string) => {
  const answer = await who.browser.call(safetyAction, `/api/conversations/${id}/report`, { json: { reason }, params: { id: String(id) } });
  return (answer.body as { id: number }).id;
};
const listTab = async (query = "") => (await admin.browser.call(reportsLoader, `/admin/reports${query}`)).body as ReportsPage;
const readChat = (id: number) => admin.browser.call(reportLoader, `/admin/reports/${id}`, { params: { id: String(id) } });
const resolve = (id: number, note = "") => admin.browser.call(reportsAction, "/admin/reports", { form: { intent: "resolve", reportId: String(id), note } });

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
  admin = await signUpAs(handle.db, "admin", "Meera Admin");
  seller = await signUpAs(handle.db, "user", "Sunil Patil");
  buyer = await signUpAs(handle.db, "user", "Asha Rao");
  carId = (await createSellerCar(handle.db, seller.id)).id;
  chatId = await startChat(buyer.browser, carId);
  await sendOk(buyer.browser, chatId, "Is the Swift still available? <script>alert(1)</script>");
  await sendOk(seller.browser, chatId, "Yes. Pay a token advance of 5000 by UPI to sunil@okaxis first");
  olderReportId = await report(seller, chatId, "Keeps messaging late at night");
  reportId = await report(buyer, chatId, "Asked for an advance by UPI before showing the car");
});

afterAll(async () => {
  await (await getMessageBus()).close();
  await handle.close();
});

describe("the list", () => {
  it("shows open reports newest first, with the car, both people and the chat's counts", async () => {
    const open = await listTab();
    expect(open).toMatchObject({ tab: "open", total: 2, page: 1, pageCount: 1 });
    expect(open.items.map((r) => r.id)).toEqual([reportId, olderReportId]);
    expect(open.items[0]).toMatchObject({
      conversationId: chatId,
      listingId: carId,
      vehicleTitle: "Maruti Suzuki Swift",
      reporter: { id: buyer.id, name: "Asha Rao" },
      reported: { id: seller.id, name: "Sunil Patil" },
      reason: "Asked for an advance by UPI before showing the car",
      messageCount: 2,
      flaggedCount: 1,
      resolution: null,
    });
    expect(open.items[1]).toMatchObject({ reporter: { name: "Sunil Patil" }, reported: { name: "Asha Rao" } });
    expect(await listTab("?tab=resolved")).toMatchObject({ tab: "resolved", total: 0, items: [] });
  });
});

describe("reading a reported chat", () => {
  it("gives the messages as plain text, oldest first, and logs who read which chat", async () => {
    const info = vi.spyOn(logger, "info");
    const answer = await readChat(reportId);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    const chat = answer.body as ReportedConversation;
    expect(chat.buyer).toEqual({ id: buyer.id, name: "Asha Rao" });
    expect(chat.seller).toEqual({ id: seller.id, name: "Sunil Patil" });
    expect(chat.messages.map((m) => [m.from, m.body, m.flaggedPayment])).toEqual([
      ["buyer", "Is the Swift still available? <script>alert(1)</script>", false],
      ["seller", "Yes. Pay a token advance of 5000 by UPI to sunil@okaxis first", true],
    ]);
    expect(info).toHaveBeenCalledWith(expect.objectContaining({ event: "admin_action", action: "chat_report_read", adminId: admin.id, reportId, conversationId: chatId }), expect.any(String));
    info.mockRestore();
  });

  it("is a 404 without a report: a missing report id, or nonsense", async () => {
    for (const id of ["99999999", "abc"]) {
      // The loader throws the AppError; the server build turns it into the 404 page (page-errors.ts).
      await expect(admin.browser.call(reportLoader, `/admin/reports/${id}`, { params: { id } })).rejects.toMatchObject({ status: 404, message: "No report with that id" });
    }
  });

  it("marks nothing as read for the participants", async () => {
    const [row] = await handle.db.select({ buyerRead: conversations.buyerLastReadId }).from(conversations).where(eq(conversations.id, chatId));
    const before = row!.buyerRead;
    await readChat(reportId);
    const [after] = await handle.db.select({ buyerRead: conversations.buyerLastReadId }).from(conversations).where(eq(conversations.id, chatId));
    expect(after!.buyerRead).toBe(before);
  });
});

describe("Mark resolved", () => {
  it("closes the report with the admin and the note, logs it, and moves it to Resolved", async () => {
    const info = vi.spyOn(logger, "info");
    const answer = await resolve(reportId, "  Warned the seller; asked the buyer to report any payment request  ");
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true, message: "Report marked resolved" });
    expect(info).toHaveBeenCalledWith(expect.objectContaining({ event: "admin_action", action: "chat_report_resolved", adminId: admin.id, reportId, conversationId: chatId }), expect.any(String));
    info.mockRestore();
    const [row] = await handle.db.select().from(conversationReports).where(eq(conversationReports.id, reportId));
    expect(row).toMatchObject({ resolvedBy: admin.id, resolutionNote: "Warned the seller; asked the buyer to report any payment request" });
    expect(row!.resolvedAt).toBeInstanceOf(Date);
    expect((await listTab()).items.map((r) => r.id)).toEqual([olderReportId]);
    const resolved = await listTab("?tab=resolved");
    expect(resolved.items).toHaveLength(1);
    expect(resolved.items[0]!.resolution).toMatchObject({ byName: "Meera Admin", note: "Warned the seller; asked the buyer to report any payment request" });
  });

  it("does it once: a second try says who resolved it and changes nothing", async () => {
    const again = await resolve(reportId, "Another note");
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ ok: false, message: "This report was already resolved by Meera Admin; nothing was changed" });
    const [row] = await handle.db.select({ note: conversationReports.resolutionNote }).from(conversationReports).where(eq(conversationReports.id, reportId));
    expect(row!.note).toBe("Warned the seller; asked the buyer to report any payment request");
  });

  it("takes no note as none, refuses a note over 500 characters and a missing report", async () => {
    expect((await resolve(olderReportId, "x".repeat(501))).status).toBe(400);
    expect((await resolve(99_999_999)).status).toBe(404);
    expect((await resolve(olderReportId, "   ")).status).toBe(200);
    const [row] = await handle.db.select({ note: conversationReports.resolutionNote }).from(conversationReports).where(eq(conversationReports.id, olderReportId));
    expect(row!.note).toBeNull();
    expect((await listTab()).total).toBe(0);
  });
});

/**
 * /seller/messages: buyers' chats about the signed-in seller's cars, then the enquiries and
 * booking requests sent from the details pages, and marking an enquiry handled.
 */
import { data } from "react-router";
import { requireUser } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { PRIVATE_NO_STORE } from "~/.server/http/cache-control";
import { listConversations } from "~/.server/messaging/conversations";
import { listSellerMessages, markEnquiryHandled } from "~/.server/selling/dashboard-messages";

function pageOf(url: URL): number {
  const page = Number(url.searchParams.get("page") ?? "1");
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export async function loadSellerMessages(request: Request) {
  const user = await requireUser(request);
  const db = await getDb();
  const [result, conversations] = await Promise.all([
    listSellerMessages(db, user.id, pageOf(new URL(request.url))),
    listConversations(db, user.id, "seller"),
  ]);
  return data({ ...result, conversations, now: new Date().toISOString() }, { headers: { "Cache-Control": PRIVATE_NO_STORE } });
}

export async function sellerMessagesAction(request: Request) {
  const user = await requireUser(request);
  const form = await request.formData();
  const id = Number(form.get("enquiryId"));
  if (form.get("intent") !== "handled" || !Number.isSafeInteger(id) || id < 1) throw data("Unknown action", { status: 400 });
  // Someone else's enquiry answers 404 (AppError), exactly like one that does not exist.
  await markEnquiryHandled(await getDb(), user.id, id);
  return { handled: id };
}

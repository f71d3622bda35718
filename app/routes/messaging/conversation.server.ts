/**
 * One conversation's page (/messages/:id, and /seller/messages/:id inside the dashboard): the
 * loader reads it for a participant (anyone else gets the same 404 as a missing id) and marks
 * it read; the action sends, blocks or unblocks, reports, and sets which contact details the
 * other side sees. Failures come back as a message for the form, which keeps what was typed.
 */
import { z } from "~/lib/zod";
import { data } from "react-router";
import { requireUser } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { publicOrigin } from "~/.server/http/public-origin";
import { AppError } from "~/.server/http/app-error";
import { PRIVATE_NO_STORE } from "~/.server/http/cache-control";
import { formFailureInit } from "~/.server/http/form-responses";
import { parseConversationId } from "~/.server/messaging/chat-api";
import { setContactSharing } from "~/.server/messaging/contact-sharing";
import { getMessageBus } from "~/.server/messaging/get-message-bus";
import { readConversation, sendMessage } from "~/.server/messaging/messages";
import { reportConversation, setConversationBlocked } from "~/.server/messaging/safety";
import type { ConversationActionResult } from "~/lib/messaging/conversation-actions";
import { REPORT_REASON_MAX, REPORT_REASON_MIN } from "~/lib/messaging/conversation-actions";

function conversationId(raw: string | undefined): number {
  try {
    return parseConversationId(raw);
  } catch {
    throw data("No such conversation", { status: 404 });
  }
}

export async function loadConversation(request: Request, rawId: string | undefined) {
  const user = await requireUser(request);
  const id = conversationId(rawId);
  try {
    const view = await readConversation(await getDb(), user.id, id);
    // Links to this host are the site's own and may be clickable in messages.
    const siteHost = new URL(publicOrigin()).host;
    const page = { ...view, me: { id: user.id, hasPhone: Boolean(user.phone) }, now: new Date().toISOString(), siteHost };
    return data(page, { headers: { "Cache-Control": PRIVATE_NO_STORE } });
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") throw data("No such conversation", { status: 404 });
    throw error;
  }
}

const reasonSchema = z.string().trim().min(REPORT_REASON_MIN).max(REPORT_REASON_MAX);

type Answer = ConversationActionResult | ReturnType<typeof data<ConversationActionResult>>;

export async function conversationAction(request: Request, rawId: string | undefined, clientIp = "unknown"): Promise<Answer> {
  const user = await requireUser(request);
  const id = conversationId(rawId);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const db = await getDb();
  try {
    switch (intent) {
      case "send": {
        const message = await sendMessage(db, await getMessageBus(), { id: user.id, ip: clientIp }, id, String(form.get("body") ?? ""));
        return { intent, ok: true, message };
      }
      case "block":
      case "unblock":
        await setConversationBlocked(db, user.id, id, intent === "block");
        return { intent, ok: true };
      case "report": {
        const reason = reasonSchema.safeParse(form.get("reason") ?? "");
        if (!reason.success) {
          return data({ intent, ok: false, error: `Tell us what happened in ${REPORT_REASON_MIN} to ${REPORT_REASON_MAX} characters`, values: { reason: String(form.get("reason") ?? "") } }, { status: 400 });
        }
        await reportConversation(db, { id: user.id, ip: clientIp }, id, reason.data);
        return { intent, ok: true };
      }
      case "contact":
        await setContactSharing(db, user.id, id, { phone: form.get("sharePhone") === "on", email: form.get("shareEmail") === "on" });
        return { intent, ok: true };
      default:
        throw data("Unknown action", { status: 400 });
    }
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === "not_found") throw data("No such conversation", { status: 404 });
    const values = intent === "send" ? { body: String(form.get("body") ?? "") } : intent === "report" ? { reason: String(form.get("reason") ?? "") } : undefined;
    return data({ intent, ok: false, error: error.message, values } as ConversationActionResult, formFailureInit(error));
  }
}

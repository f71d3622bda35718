/**
 * POST /api/conversations/:id/block { blocked }: block (or, for whoever blocked it, unblock).
 * POST /api/conversations/:id/report { reason }: a report for the admins (201).
 * POST /api/conversations/:id/contact { phone, email }: which of my details the other side sees.
 * One module, three routes: the last path segment says which.
 */
import { z } from "~/lib/zod";
import { requireUser } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { parseOrThrow } from "~/.server/http/app-error";
import { handleApi, readJsonBody } from "~/.server/http/json";
import { methodNotAllowed, parseConversationId, postOnlyLoader, privateJson } from "~/.server/messaging/chat-api";
import { setContactSharing } from "~/.server/messaging/contact-sharing";
import { reportConversation, setConversationBlocked } from "~/.server/messaging/safety";
import { REPORT_REASON_MAX, REPORT_REASON_MIN } from "~/lib/messaging/conversation-actions";
import type { Route } from "./+types/conversation-safety";

const blockSchema = z.object({ blocked: z.boolean() });
const contactSchema = z.object({ phone: z.boolean(), email: z.boolean() });
const reportSchema = z.object({
  reason: z.string().trim().min(REPORT_REASON_MIN, "is too short").max(REPORT_REASON_MAX, `is longer than ${REPORT_REASON_MAX} characters`),
});

export const loader = postOnlyLoader;

export function action({ request, params, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") throw methodNotAllowed("POST");
    const user = await requireUser(request);
    const id = parseConversationId(params.id);
    const input = await readJsonBody(request);
    const db = await getDb();
    const { pathname } = new URL(request.url);
    if (pathname.endsWith("/contact")) {
      return privateJson(await setContactSharing(db, user.id, id, parseOrThrow(contactSchema, input)));
    }
    if (pathname.endsWith("/report")) {
      const { reason } = parseOrThrow(reportSchema, input);
      return privateJson(await reportConversation(db, { id: user.id, ip: context.clientIp ?? "unknown" }, id, reason), 201);
    }
    const { blocked } = parseOrThrow(blockSchema, input);
    return privateJson(await setConversationBlocked(db, user.id, id, blocked));
  });
}

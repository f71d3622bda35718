/**
 * POST /api/conversations/:id/read { upToId }: marks the caller's side of the conversation read
 * up to a message they already have (from the live stream), without fetching it again ->
 * `{ lastReadId }`. A message id not in the conversation 404; a non-participant gets the same 404
 * as a missing conversation. Limited per user (`conversationRead`): one call per message that arrives.
 */
import { z } from "~/lib/zod";
import { checkRateLimit } from "~/.server/auth/rate-limit";
import { requireUser } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { parseOrThrow } from "~/.server/http/app-error";
import { handleApi, readJsonBody } from "~/.server/http/json";
import { methodNotAllowed, parseConversationId, postOnlyLoader, privateJson } from "~/.server/messaging/chat-api";
import { markConversationRead } from "~/.server/messaging/mark-read";
import type { Route } from "./+types/conversation-read";

const readSchema = z.object({ upToId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export const loader = postOnlyLoader;

export function action({ request, params, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") throw methodNotAllowed("POST");
    const user = await requireUser(request);
    const id = parseConversationId(params.id);
    const { upToId } = parseOrThrow(readSchema, await readJsonBody(request));
    const db = await getDb();
    await checkRateLimit(db, "conversationRead", { ip: context.clientIp ?? "unknown", account: user.id });
    return privateJson(await markConversationRead(db, user.id, id, upToId));
  });
}

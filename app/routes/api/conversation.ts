/**
 * GET /api/conversations/:id[?afterId=|?beforeId=]: one conversation and its messages (the
 * latest page, those after an id, or the page before one), marked read. Anyone but its two participants gets 404.
 */
import { z } from "~/lib/zod";
import { requireUser } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { parseOrThrow } from "~/.server/http/app-error";
import { handleApi } from "~/.server/http/json";
import { parseConversationId, privateJson } from "~/.server/messaging/chat-api";
import { readConversation } from "~/.server/messaging/messages";
import type { Route } from "./+types/conversation";

const messageId = z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional();
const querySchema = z.object({ afterId: messageId, beforeId: messageId });

export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const user = await requireUser(request);
    const id = parseConversationId(params.id);
    const { afterId, beforeId } = parseOrThrow(querySchema, Object.fromEntries(new URL(request.url).searchParams));
    return privateJson(await readConversation(await getDb(), user.id, id, { afterId, beforeId }));
  });
}

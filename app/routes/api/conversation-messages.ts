/**
 * POST /api/conversations/:id/messages { body }: sends a message (201 with the stored message,
 * its payment warning flag included) and announces it to both participants' live streams.
 * Blank or longer than 2,000 characters -> 400; blocked -> 403; too many -> 429.
 */
import { z } from "~/lib/zod";
import { requireUser } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { parseOrThrow } from "~/.server/http/app-error";
import { handleApi, readJsonBody } from "~/.server/http/json";
import { methodNotAllowed, parseConversationId, postOnlyLoader, privateJson } from "~/.server/messaging/chat-api";
import { getMessageBus } from "~/.server/messaging/get-message-bus";
import { sendMessage } from "~/.server/messaging/messages";
import type { Route } from "./+types/conversation-messages";

const sendSchema = z.object({ body: z.string() });

export const loader = postOnlyLoader;

export function action({ request, params, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") throw methodNotAllowed("POST");
    const user = await requireUser(request);
    const id = parseConversationId(params.id);
    const { body } = parseOrThrow(sendSchema, await readJsonBody(request));
    const sender = { id: user.id, ip: context.clientIp ?? "unknown" };
    return privateJson(await sendMessage(await getDb(), await getMessageBus(), sender, id, body), 201);
  });
}

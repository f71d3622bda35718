/**
 * GET /api/conversations: the signed-in user's conversations (as buyer and as seller).
 * POST /api/conversations { listingId }: 'Chat with seller', the buyer's conversation about a
 * car (201 when new, 200 when it already existed).
 */
import { z } from "~/lib/zod";
import { requireUser } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { parseOrThrow } from "~/.server/http/app-error";
import { handleApi, readJsonBody } from "~/.server/http/json";
import { methodNotAllowed, privateJson } from "~/.server/messaging/chat-api";
import { listConversations, startConversation } from "~/.server/messaging/conversations";
import type { Route } from "./+types/conversations";

const startSchema = z.object({ listingId: z.number().int().positive() });

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(async () => {
    const user = await requireUser(request);
    return privateJson({ items: await listConversations(await getDb(), user.id) });
  });
}

export function action({ request }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") throw methodNotAllowed("GET, POST");
    const user = await requireUser(request);
    const { listingId } = parseOrThrow(startSchema, await readJsonBody(request));
    const { id, created } = await startConversation(await getDb(), user.id, listingId);
    return privateJson({ id }, created ? 201 : 200);
  });
}

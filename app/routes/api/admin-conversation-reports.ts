/** GET /api/admin/conversation-reports[?page=]: reported conversations, newest first (admins only). */
import { z } from "~/lib/zod";
import { listConversationReports } from "~/.server/admin/conversation-reports";
import { requireRole } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { parseOrThrow } from "~/.server/http/app-error";
import { handleApi } from "~/.server/http/json";
import { privateJson } from "~/.server/messaging/chat-api";
import type { Route } from "./+types/admin-conversation-reports";

const querySchema = z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) });

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(async () => {
    await requireRole(request, ["admin"]);
    const { page } = parseOrThrow(querySchema, Object.fromEntries(new URL(request.url).searchParams));
    return privateJson({ items: await listConversationReports(await getDb(), page), page });
  });
}

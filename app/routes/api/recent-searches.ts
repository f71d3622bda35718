// GET /api/recent-searches: the signed-in user's recent searches, newest first (at most 20).
import { listRecentSearches } from "~/.server/account/recent-searches";
import { requireUser } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { handleApi, jsonResponse } from "~/.server/http/json";
import type { Route } from "./+types/recent-searches";
import { PRIVATE_NO_STORE } from "~/.server/http/cache-control";

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(async () => {
    const user = await requireUser(request);
    const items = await listRecentSearches(await getDb(), user.id);
    return jsonResponse({ items }, { headers: { "Cache-Control": PRIVATE_NO_STORE } });
  });
}

// GET /api/saved-listings: the signed-in user's saved cars (Vehicles), newest save first.
import { listSavedVehicles } from "~/.server/account/saved-listings";
import { requireUser } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { handleApi, jsonResponse } from "~/.server/http/json";
import type { Route } from "./+types/saved-listings";
import { PRIVATE_NO_STORE } from "~/.server/http/cache-control";

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(async () => {
    const user = await requireUser(request);
    const items = await listSavedVehicles(await getDb(), user.id);
    return jsonResponse({ items }, { headers: { "Cache-Control": PRIVATE_NO_STORE } });
  });
}

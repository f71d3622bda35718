/**
 * GET /api/saved-searches: the signed-in user's saved searches, newest first, each with its
 * matches new since the last visit. POST saves one (API.md "Saved searches"): 201, or 200 with
 * `alreadySaved: true` and the search kept before when the same query is saved again.
 */
import { requireUser } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { AppError, parseOrThrow } from "~/.server/http/app-error";
import { PRIVATE_NO_STORE } from "~/.server/http/cache-control";
import { clientIp } from "~/.server/http/client-ip";
import { handleApi, jsonResponse, readJsonBody } from "~/.server/http/json";
import { newSavedSearchSchema } from "~/.server/saved-searches/saved-search-input";
import { createSavedSearch, listSavedSearches } from "~/.server/saved-searches/saved-searches";
import type { Route } from "./+types/saved-searches";

const NO_STORE = { "Cache-Control": PRIVATE_NO_STORE };

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(async () => {
    const user = await requireUser(request);
    return jsonResponse({ items: await listSavedSearches(await getDb(), user.id) }, { headers: NO_STORE });
  });
}

export function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") throw new AppError("method_not_allowed", "Use GET to list or POST to save a search", undefined, { Allow: "GET, HEAD, POST" });
    const user = await requireUser(request);
    const input = parseOrThrow(newSavedSearchSchema, await readJsonBody(request));
    const { search, created } = await createSavedSearch(await getDb(), { userId: user.id, ip: clientIp(context) }, input);
    return jsonResponse({ ...search, alreadySaved: !created }, { status: created ? 201 : 200, headers: NO_STORE });
  });
}

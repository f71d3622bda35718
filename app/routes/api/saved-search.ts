/**
 * PATCH /api/saved-searches/:id `{ name?, frequency?, paused? }` -> the search as it now is;
 * DELETE -> 204. Only the owner's: another user's id, like an unknown one, is 404.
 */
import { requireUser } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { AppError, notFound, parseOrThrow } from "~/.server/http/app-error";
import { PRIVATE_NO_STORE } from "~/.server/http/cache-control";
import { clientIp } from "~/.server/http/client-ip";
import { handleApi, jsonResponse, readJsonBody } from "~/.server/http/json";
import { savedSearchChangesSchema } from "~/.server/saved-searches/saved-search-input";
import { deleteSavedSearch, parseSavedSearchId, updateSavedSearch } from "~/.server/saved-searches/saved-searches";
import type { Route } from "./+types/saved-search";

const ALLOW = { Allow: "PATCH, DELETE" };
const wrongMethod = () => new AppError("method_not_allowed", "Use PATCH to change or DELETE to remove a saved search", undefined, ALLOW);

export function loader() {
  return handleApi(async () => {
    throw wrongMethod();
  });
}

export function action({ request, params, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "PATCH" && request.method !== "DELETE") throw wrongMethod();
    const user = await requireUser(request);
    const id = parseSavedSearchId(params.id);
    if (id === null) throw notFound(`No saved search with id ${params.id}`);
    const actor = { userId: user.id, ip: clientIp(context) };
    const db = await getDb();
    if (request.method === "DELETE") {
      await deleteSavedSearch(db, actor, id);
      return new Response(null, { status: 204 });
    }
    const changes = parseOrThrow(savedSearchChangesSchema, await readJsonBody(request));
    return jsonResponse(await updateSavedSearch(db, actor, id, changes), { headers: { "Cache-Control": PRIVATE_NO_STORE } });
  });
}

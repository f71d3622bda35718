/**
 * POST /api/admin/partners/:id/feed/fetch: fetches the partner's feed now (admins only) ->
 * `{ status, created, updated, unchanged, removed, rejected }`, `rejected` being the number of
 * rows refused (the rows themselves are on the run, for /admin/partners). 'busy' when a fetch of
 * this partner is already under way (any server); an unknown partner 404, one without a feed 409.
 */
import { requireRole } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { AppError } from "~/.server/http/app-error";
import { handleApi } from "~/.server/http/json";
import { methodNotAllowed, postOnlyLoader, privateJson } from "~/.server/messaging/chat-api";
import { runPartnerFeed } from "~/.server/partners/feed-runner";
import type { Route } from "./+types/admin-partner-feed-fetch";

export const loader = postOnlyLoader;

export function action({ request, params }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") throw methodNotAllowed("POST");
    await requireRole(request, ["admin"]);
    const id = Number(params.id);
    if (!Number.isSafeInteger(id) || id < 1) throw new AppError("not_found", "No such partner");
    const result = await runPartnerFeed(await getDb(), id);
    if (result.status === "not-found") throw new AppError("not_found", "No such partner");
    if (result.status === "no-feed") throw new AppError("conflict", "This partner has no feed URL; set one first");
    const { status, created, updated, unchanged, removed, rejected, error } = result;
    return privateJson({ status, created, updated, unchanged, removed, rejected, ...(error ? { error } : {}) });
  });
}

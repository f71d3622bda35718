/**
 * `PUT /api/partner/v1/listings` (a batch of up to 1,000 cars, upserted by externalId) and
 * `GET /api/partner/v1/listings?page=` (the partner's own rows, 100 a page). API.md "Partner feeds".
 */
import { getDb } from "~/.server/db/client";
import { AppError } from "~/.server/http/app-error";
import { jsonResponse } from "~/.server/http/json";
import { applyPartnerRows } from "~/.server/partners/apply-rows";
import { handlePartnerCall, readBatch } from "~/.server/partners/partner-api";
import { listPartnerListings } from "~/.server/partners/partner-rows";
import type { Route } from "./+types/partner-listings";

const ALLOW = { Allow: "GET, HEAD, PUT" };
const database = getDb;

export function loader(args: Route.LoaderArgs) {
  return handlePartnerCall(args, database, async (partner, { request, db }) => {
    const raw = new URL(request.url).searchParams.get("page") ?? "1";
    const page = /^\d{1,6}$/.test(raw) ? Number(raw) : 0;
    if (page < 1) throw new AppError("bad_request", "Invalid request: page must be a whole number from 1", [{ field: "page", message: "must be a whole number from 1" }]);
    return jsonResponse(await listPartnerListings(db, partner.id, page), { headers: { "Cache-Control": "no-store" } });
  });
}

export function action(args: Route.ActionArgs) {
  return handlePartnerCall(args, database, async (partner, { request, db }, log) => {
    if (request.method !== "PUT") throw new AppError("method_not_allowed", "Use PUT to send cars, GET to list them", undefined, ALLOW);
    const rows = await readBatch(request);
    log.rows = rows.length;
    const report = await applyPartnerRows(db, partner, rows, { kind: "push" });
    const { created, updated, unchanged, rejected } = report;
    return jsonResponse({ created, updated, unchanged, rejected }, { headers: { "Cache-Control": "no-store" } });
  });
}

/**
 * `GET /api/partner/v1/listings/{externalId}` (the row's state and its page here) and
 * `DELETE` (sold or withdrawn: it leaves search at once). Another partner's id is a 404.
 */
import { getDb } from "~/.server/db/client";
import { AppError, notFound } from "~/.server/http/app-error";
import { jsonResponse } from "~/.server/http/json";
import { handlePartnerCall } from "~/.server/partners/partner-api";
import { getPartnerListing, removePartnerListing } from "~/.server/partners/partner-rows";
import type { Route } from "./+types/partner-listing";

const ALLOW = { Allow: "GET, HEAD, DELETE" };
const database = getDb;
const unknown = (externalId: string) => notFound(`You have no listing with externalId ${externalId.slice(0, 100)}`);

export function loader(args: Route.LoaderArgs) {
  return handlePartnerCall(args, database, async (partner, { db }) => {
    const externalId = args.params.externalId;
    const state = await getPartnerListing(db, partner.id, externalId);
    if (!state) throw unknown(externalId);
    return jsonResponse(state, { headers: { "Cache-Control": "no-store" } });
  });
}

export function action(args: Route.ActionArgs) {
  return handlePartnerCall(args, database, async (partner, { request, db }) => {
    if (request.method !== "DELETE") throw new AppError("method_not_allowed", "Use GET to read a listing, DELETE to withdraw it", undefined, ALLOW);
    const externalId = args.params.externalId;
    if (!(await removePartnerListing(db, partner.id, externalId))) throw unknown(externalId);
    return new Response(null, { status: 204 });
  });
}

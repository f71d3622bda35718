/**
 * PUT saves a car, DELETE unsaves it; POST with JSON `{ "saved": true | false }` does either.
 * The user comes from the session: a guest gets 401.
 */
import { z } from "~/lib/zod";
import { saveListing, unsaveListing } from "~/.server/account/saved-listings";
import { requireUser } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { AppError, notFound, parseOrThrow } from "~/.server/http/app-error";
import { handleApi, jsonResponse, readJsonBody } from "~/.server/http/json";
import { parseListingId } from "~/.server/listings/get-vehicle";
import type { Route } from "./+types/saved-listing";

const toggleSchema = z.object({ saved: z.boolean() });
const ALLOW = { Allow: "PUT, DELETE, POST" };

export function loader() {
  return handleApi(async () => {
    throw new AppError("method_not_allowed", "Use PUT to save or DELETE to unsave", undefined, ALLOW);
  });
}

export function action({ request, params }: Route.ActionArgs) {
  return handleApi(async () => {
    const user = await requireUser(request);
    const listingId = parseListingId(params.listingId);
    if (listingId === null) throw notFound(`No vehicle with id ${params.listingId}`);
    const saved = await wantedState(request);
    const db = await getDb();
    if (saved) await saveListing(db, user.id, listingId);
    else await unsaveListing(db, user.id, listingId);
    if (request.method === "POST") return jsonResponse({ listingId, saved });
    return new Response(null, { status: 204 });
  });
}

async function wantedState(request: Request): Promise<boolean> {
  if (request.method === "PUT") return true;
  if (request.method === "DELETE") return false;
  if (request.method !== "POST") throw new AppError("method_not_allowed", "Use PUT to save or DELETE to unsave", undefined, ALLOW);
  return parseOrThrow(toggleSchema, await readJsonBody(request)).saved;
}

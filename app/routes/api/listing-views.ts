/**
 * POST /api/vehicles/:id/views: the details page's script records one view of the car (see
 * recordListingView for what is not counted). No body; 204 whether or not it counted, so the
 * answer tells a page nothing about the seller. Cross-site posts are refused.
 */
import { getCurrentUser } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { AppError, notFound } from "~/.server/http/app-error";
import { handleApi } from "~/.server/http/json";
import { parseListingId } from "~/.server/listings/get-vehicle";
import { recordListingView } from "~/.server/selling/dashboard-views";
import type { Route } from "./+types/listing-views";

const ALLOW = { Allow: "POST" };

export function loader() {
  return handleApi(async () => {
    throw new AppError("method_not_allowed", "Use POST to record a view", undefined, ALLOW);
  });
}

export function action({ request, params, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") throw new AppError("method_not_allowed", "Use POST to record a view", undefined, ALLOW);
    const listingId = parseListingId(params.id);
    if (listingId === null) throw notFound(`No vehicle with id ${params.id}`);
    const user = await getCurrentUser(request);
    await recordListingView(await getDb(), { listingId, userId: user?.id ?? null, ip: context.clientIp ?? "unknown" });
    return new Response(null, { status: 204 });
  });
}

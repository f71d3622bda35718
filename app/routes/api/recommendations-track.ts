import { trackBodySchema, trackInteraction } from "~/.server/analytics/track-event";
import { getCurrentUser } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { AppError, parseOrThrow } from "~/.server/http/app-error";
import { handleApi, readJsonBody } from "~/.server/http/json";
import type { Route } from "./+types/recommendations-track";

export function loader() {
  return handleApi(async () => {
    throw new AppError("method_not_allowed", "Use POST to record an interaction", undefined, { Allow: "POST" });
  });
}

export function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") {
      throw new AppError("method_not_allowed", "Use POST to record an interaction", undefined, { Allow: "POST" });
    }
    const body = parseOrThrow(trackBodySchema, await readJsonBody(request));
    const user = await getCurrentUser(request);
    await trackInteraction(await getDb(), body, user?.id ?? null, context.clientIp ?? "unknown");
    return new Response(null, { status: 204 });
  });
}

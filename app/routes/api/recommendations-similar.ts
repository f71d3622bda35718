import { z } from "~/lib/zod";
import { getDb } from "~/.server/db/client";
import { parseOrThrow } from "~/.server/http/app-error";
import { handleApi, jsonResponse, PUBLIC_CACHE } from "~/.server/http/json";
import { similarVehicles } from "~/.server/listings/recommendations";
import type { Route } from "./+types/recommendations-similar";

const similarQuery = z.object({
  limit: z
    .string()
    .regex(/^\d+$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(1, "must be at least 1").max(12, "must be at most 12"))
    .default(3),
});

export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const { limit } = parseOrThrow(similarQuery, Object.fromEntries(new URL(request.url).searchParams));
    return jsonResponse(await similarVehicles(await getDb(), params.vehicleId, limit), { headers: PUBLIC_CACHE });
  });
}

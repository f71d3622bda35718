import { getDb } from "~/.server/db/client";
import { handleApi, jsonResponse, PUBLIC_CACHE } from "~/.server/http/json";
import { upgradeFor } from "~/.server/listings/recommendations";
import type { Route } from "./+types/recommendations-upgrade";

export function loader({ params }: Route.LoaderArgs) {
  return handleApi(async () => jsonResponse(await upgradeFor(await getDb(), params.vehicleId), { headers: PUBLIC_CACHE }));
}

import { getDb } from "~/.server/db/client";
import { handleApi, jsonResponse, PUBLIC_CACHE } from "~/.server/http/json";
import { getVehicle } from "~/.server/listings/get-vehicle";
import type { Route } from "./+types/vehicle";

export function loader({ params }: Route.LoaderArgs) {
  return handleApi(async () => jsonResponse(await getVehicle(await getDb(), params.id), { headers: PUBLIC_CACHE }));
}

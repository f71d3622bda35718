import { getDb } from "~/.server/db/client";
import { handleApi, jsonResponse, PUBLIC_CACHE } from "~/.server/http/json";
import { listMakes } from "~/.server/listings/list-makes";

export function loader() {
  return handleApi(async () => jsonResponse(await listMakes(await getDb()), { headers: PUBLIC_CACHE }));
}

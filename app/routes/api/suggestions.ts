import { z } from "~/lib/zod";
import { getDb } from "~/.server/db/client";
import { parseOrThrow } from "~/.server/http/app-error";
import { handleApi, jsonResponse, PUBLIC_CACHE } from "~/.server/http/json";
import { suggest } from "~/.server/listings/suggestions";
import type { Route } from "./+types/suggestions";

const suggestionQuery = z.object({ q: z.string().max(100, "must be at most 100 characters").default("") });

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(async () => {
    const { q } = parseOrThrow(suggestionQuery, Object.fromEntries(new URL(request.url).searchParams));
    return jsonResponse(await suggest(await getDb(), q), { headers: PUBLIC_CACHE });
  });
}

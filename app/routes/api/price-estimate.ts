import { z } from "~/lib/zod";
import { getDb } from "~/.server/db/client";
import { badRequest, parseOrThrow } from "~/.server/http/app-error";
import { handleApi, jsonResponse, PUBLIC_CACHE } from "~/.server/http/json";
import { estimatePrice } from "~/.server/pricing/estimate-price";
import { BODY_TYPES, FUEL_TYPES, TRANSMISSIONS } from "~/lib/vehicle-vocabulary";
import type { Route } from "./+types/price-estimate";

/** Blank query parameters count as absent. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" ? undefined : v), schema.optional());
const name = (max: number) => optional(z.string().trim().min(1).max(max, `must be at most ${max} characters`));
/** One of a fixed list, in any letter case ("diesel", "AUTOMATIC"). */
const oneOf = <T extends string>(values: readonly T[]) =>
  optional(z.preprocess((v) => (typeof v === "string" ? (values.find((x) => x.toLowerCase() === v.trim().toLowerCase()) ?? v) : v), z.enum(values as [T, ...T[]])));

const query = z.object({
  make: name(60),
  model: name(60),
  variant: name(100),
  title: name(200),
  year: z.coerce.number().int("must be a whole number").min(1980, "must be 1980 or later").max(new Date().getFullYear() + 1, "cannot be in the future"),
  km: z.coerce.number().int("must be a whole number").min(0, "cannot be negative").max(2_000_000, "must be at most 2,000,000"),
  fuel: oneOf(FUEL_TYPES),
  transmission: oneOf(TRANSMISSIONS),
  owners: optional(z.enum(["1", "2", "3", "3+"], "must be 1, 2 or 3+").transform((v) => Number(v.replace("+", "")))),
  city: name(60),
  bodyType: oneOf(BODY_TYPES),
  /** Beyond the contract: who sells the car (dealers ask more); the listing form sends its seller's. */
  sellerType: optional(z.enum(["individual", "dealer", "trustmark_dealer"], "must be individual, dealer or trustmark_dealer")),
});

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(async () => {
    const input = parseOrThrow(query, Object.fromEntries(new URL(request.url).searchParams));
    if (!(input.make && input.model) && !input.title) {
      const missing = input.make ? "model" : input.model ? "make" : "title";
      throw badRequest([{ field: missing, message: "is required: give make and model, or a title" }]);
    }
    return jsonResponse(await estimatePrice(await getDb(), input), { headers: PUBLIC_CACHE });
  });
}

import { z } from "~/lib/zod";
import { quoteOnRoadPrice } from "~/.server/catalogue/quote-on-road-price";
import { getDb } from "~/.server/db/client";
import { parseOrThrow } from "~/.server/http/app-error";
import { PUBLIC_LONGER_CACHE } from "~/.server/http/cache-control";
import { handleApi, jsonResponse } from "~/.server/http/json";
import { findState, stateOfCity } from "~/lib/on-road/on-road-price";
import { STATES } from "~/lib/on-road/road-tax";
import { FUEL_TYPES } from "~/lib/vehicle-vocabulary";
import type { Route } from "./+types/on-road-price";

/** An empty query value counts as absent, so `?state=` reads as "no state". */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" ? undefined : v), schema.optional());
const whole = (min: number, max: number, what: string) =>
  z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(min, `must be at least ${what}`).max(max, `must be at most ${max}`);

/** ₹1 lakh to ₹20 crore: below or above that it is not a new car's ex-showroom price. */
const EX_SHOWROOM_MIN = 100_000;
const EX_SHOWROOM_MAX = 200_000_000;
const FUELS = FUEL_TYPES.map((fuel) => fuel.toLowerCase());

const onRoadQuery = z
  .object({
    variantId: optional(whole(1, 2_147_483_647, "1")),
    exShowroom: optional(whole(EX_SHOWROOM_MIN, EX_SHOWROOM_MAX, `${EX_SHOWROOM_MIN} (₹1 lakh)`)),
    fuel: optional(z.string().toLowerCase().pipe(z.enum(FUELS, { error: `must be one of ${FUELS.join(", ")}` }))),
    engineCc: optional(whole(50, 10_000, "50")),
    powerBhp: optional(whole(1, 2_000, "1")),
    state: optional(z.string().max(60)),
    city: optional(z.string().max(60)),
  })
  .superRefine((q, ctx) => {
    if (q.variantId === undefined && q.exShowroom === undefined) {
      ctx.addIssue({ code: "custom", path: ["variantId"], message: "or exShowroom is required" });
    }
    if (q.variantId !== undefined && q.exShowroom !== undefined) {
      ctx.addIssue({ code: "custom", path: ["exShowroom"], message: "cannot be given with variantId (the catalogue has the price)" });
    }
    if (q.state === undefined && q.city === undefined) ctx.addIssue({ code: "custom", path: ["state"], message: "or city is required" });
    if (q.state !== undefined && !findState(q.state)) {
      ctx.addIssue({ code: "custom", path: ["state"], message: `is not one we cover (${STATES.join(", ")})` });
    }
    if (q.city !== undefined && !stateOfCity(q.city)) ctx.addIssue({ code: "custom", path: ["city"], message: "is not a city we cover" });
    const cityState = q.city === undefined ? null : stateOfCity(q.city);
    const state = q.state === undefined ? null : findState(q.state);
    if (cityState && state && cityState !== state) ctx.addIssue({ code: "custom", path: ["city"], message: `is in ${cityState}, not ${state}` });
  });

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(async () => {
    const q = parseOrThrow(onRoadQuery, Object.fromEntries(new URL(request.url).searchParams));
    // The schema has checked that a state or a covered city is there.
    const state = (q.state !== undefined ? findState(q.state) : stateOfCity(q.city!))!;
    const input =
      q.variantId !== undefined
        ? { variantId: q.variantId }
        : { car: { exShowroom: q.exShowroom!, fuel: q.fuel ?? "petrol", engineCc: q.engineCc ?? null, powerBhp: q.powerBhp ?? null } };
    const quote = await quoteOnRoadPrice(await getDb(), input, state, q.city ?? null);
    return jsonResponse(quote, { headers: { "Cache-Control": PUBLIC_LONGER_CACHE } });
  });
}

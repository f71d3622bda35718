/**
 * Everything the details page shows, in one loader call: the car (specs, price history, other
 * platforms), whether its seller is verified, the visitor's price alert and contact details,
 * and the recommendations as promises so they stream in after the page.
 */
import type { DetailsViewData } from "~/components/details/details-view";
import { getCurrentUser } from "../auth/session";
import { getDb } from "../db/client";
import { getEnv } from "../env";
import { AppError } from "../http/app-error";
import { getVehicle } from "../listings/get-vehicle";
import { similarVehicles, upgradeFor } from "../listings/recommendations";
import { hasPriceAlert } from "./price-alerts";
import { isVerifiedSeller } from "./seller";
import { describeUnavailableCar, type UnavailableCar } from "./unavailable";

const SIMILAR_COUNT = 3;

/** What the page component renders (its props are the contract), marked as an available car. */
export type AvailableDetails = { kind: "available" } & DetailsViewData;

export type DetailsPage = AvailableDetails | ({ kind: "unavailable" } & UnavailableCar);

export async function loadDetails(request: Request, rawId: string | undefined): Promise<DetailsPage> {
  const db = await getDb();
  const [vehicle, user] = await Promise.all([
    getVehicle(db, rawId).catch((error: unknown) => {
      if (error instanceof AppError && error.code === "not_found") return null;
      throw error;
    }),
    getCurrentUser(request),
  ]);
  if (!vehicle) return { kind: "unavailable", ...(await describeUnavailableCar(db, rawId)) };

  const listingId = Number(vehicle.id);
  const [verifiedSeller, priceAlertSet] = await Promise.all([
    isVerifiedSeller(db, listingId),
    user ? hasPriceAlert(db, user.id, listingId) : false,
  ]);
  const origin = getEnv().PUBLIC_URL?.replace(/\/$/, "") ?? new URL(request.url).origin;
  return {
    kind: "available",
    vehicle,
    verifiedSeller,
    signedIn: user !== null,
    buyer: user ? { name: user.name, email: user.email, phone: user.phone } : null,
    priceAlertSet,
    pageUrl: `${origin}/details/${vehicle.id}`,
    // Not awaited: the page streams first; a failure just leaves the section out.
    similar: similarVehicles(db, vehicle.id, SIMILAR_COUNT).catch(() => []),
    upgrade: upgradeFor(db, vehicle.id).catch(() => null),
  };
}

/**
 * Cross-listing: ~8% of cars are also advertised on one or two other platforms, at a slightly
 * different asking price. Each copy is its own listing (own source and source_id) with the
 * original's facts; the same-car rule that groups partners' cars (partners/same-car.ts) puts the
 * copies into one car_group once written (listing-write.ts), so the site can show "also listed on".
 */
import { slugify } from "../../lib/slug";
import { seededRandom } from "../../lib/seeded-random";
import type { PartnerSource } from "../../lib/vehicle-vocabulary";
import { listedAtFor, pickSource, roundTo1000 } from "./assign";

const CROSS_LIST_SHARE = 0.08;

export interface CrossListingCopy {
  source: PartnerSource;
  sourceId: string;
  price: number;
  listedAt: Date;
}

/** Copies of one car on other platforms: price within ±1-4% (to ₹1,000), listed within the window. */
export function crossListingsFor(
  file: string,
  key: string,
  make: string,
  price: number,
  source: PartnerSource,
  now: Date,
): CrossListingCopy[] {
  const r = seededRandom(file, key, "cross");
  if (!r.chance(CROSS_LIST_SHARE)) return [];
  const count = r.int(1, 2);
  const used: string[] = [source];
  const copies: CrossListingCopy[] = [];
  for (let i = 0; i < count; i++) {
    const copySource = pickSource(make, r.next(), used);
    used.push(copySource);
    const delta = r.float(0.01, 0.04) * (r.chance(0.5) ? 1 : -1);
    copies.push({
      source: copySource,
      sourceId: `${key}-${slugify(copySource)}`,
      price: roundTo1000(price * (1 + delta)),
      listedAt: listedAtFor(r, now),
    });
  }
  return copies;
}

/**
 * Similar cars and the "smart upgrade" picked from the in-memory index instead of SQL, which
 * had to sort every active listing in a wide price window (hundreds of thousands of rows at a
 * million listings). Both walk the price order from a binary search, so they only visit cars in
 * the window, and keep the best few as they go: no sort, no database read until the winners'
 * rows are fetched by id.
 */
import { NO_GROUP, type ListingIndex } from "./listing-index";

/** What the picks compare against: the shown car (or a sold one, for its "similar cars"). */
export interface ReferenceCar {
  id: number;
  make: string;
  model: string;
  body_type: string;
  /** null: no preference for the same price band. */
  price_band: string | null;
  price: number;
  year: number;
  km: number;
  car_group: string | null;
}

/** Similar cars need no year or mileage (a sold car's page asks with just these). */
export type SimilarTo = Omit<ReferenceCar, "year" | "km">;

/** A code no slot holds: a value the index has never seen matches nothing. */
const ABSENT = -2;

function codesOf(ix: ListingIndex, car: SimilarTo) {
  const code = (dict: keyof ListingIndex["dict"], value: string | null) => (value === null ? ABSENT : (ix.dict[dict].code(value) ?? ABSENT));
  return {
    make: code("make", car.make),
    model: code("model", car.model),
    body: code("bodyType", car.body_type),
    band: code("priceBand", car.price_band),
    group: code("carGroup", car.car_group),
  };
}

/** The car itself and its copies on other platforms are never recommended. */
function isOtherCar(ix: ListingIndex, slot: number, carId: number, group: number): boolean {
  return ix.alive[slot] === 1 && ix.ids[slot] !== carId && (ix.carGroup[slot] === NO_GROUP || ix.carGroup[slot] !== group);
}

/** First position in `order` (price ascending) whose price is at least `min`. */
function firstAtLeast(ix: ListingIndex, order: Int32Array, min: number): number {
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ix.price[order[mid]] < min) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The best `k` by (tier desc, distance asc, id asc), kept sorted; k is small (at most 12). */
class TopK {
  readonly tiers: number[] = [];
  readonly dists: number[] = [];
  readonly ids: number[] = [];
  constructor(private readonly k: number) {}

  get full() {
    return this.ids.length >= this.k;
  }

  /** Whether (tier, dist, id) ranks before entry i. */
  private before(tier: number, dist: number, id: number, i: number) {
    return tier !== this.tiers[i] ? tier > this.tiers[i] : dist !== this.dists[i] ? dist < this.dists[i] : id < this.ids[i];
  }

  offer(tier: number, dist: number, id: number) {
    const last = this.ids.length - 1;
    if (this.full && !this.before(tier, dist, id, last)) return;
    let at = this.full ? last : last + 1;
    while (at > 0 && this.before(tier, dist, id, at - 1)) at--;
    this.tiers.splice(at, 0, tier);
    this.dists.splice(at, 0, dist);
    this.ids.splice(at, 0, id);
    if (this.ids.length > this.k) {
      this.tiers.pop();
      this.dists.pop();
      this.ids.pop();
    }
  }
}

/**
 * Ids of up to `limit` cars priced within half to 1.6 times the car's price: same body type
 * first, then same price band, then same make and model, then the closest price, then id.
 * It walks outwards from the car's price, so it can stop once `limit` cars matching on all
 * three are in hand and everything left is further away.
 */
export function pickSimilar(ix: ListingIndex, car: SimilarTo, limit: number): number[] {
  if (limit <= 0) return [];
  const c = codesOf(ix, car);
  const bestTier = 4 + (c.band === ABSENT ? 0 : 2) + 1;
  const order = ix.order("price_asc");
  const start = firstAtLeast(ix, order, Math.floor(car.price * 0.5));
  const end = firstAtLeast(ix, order, Math.ceil(car.price * 1.6) + 1);
  const top = new TopK(limit);
  let down = firstAtLeast(ix, order, car.price) - 1;
  let up = down + 1;
  while (down >= start || up < end) {
    const belowDist = down >= start ? car.price - ix.price[order[down]] : Number.POSITIVE_INFINITY;
    const aboveDist = up < end ? ix.price[order[up]] - car.price : Number.POSITIVE_INFINITY;
    const dist = Math.min(belowDist, aboveDist);
    const worst = top.ids.length - 1;
    if (top.full && top.tiers[worst] === bestTier && dist > top.dists[worst]) break;
    const slot = belowDist <= aboveDist ? order[down--] : order[up++];
    if (!isOtherCar(ix, slot, car.id, c.group)) continue;
    const tier =
      (ix.bodyType[slot] === c.body ? 4 : 0) +
      (ix.priceBand[slot] === c.band ? 2 : 0) +
      (ix.make[slot] === c.make && ix.model[slot] === c.model ? 1 : 0);
    top.offer(tier, dist, ix.ids[slot]);
  }
  return top.ids;
}

/**
 * The id of a sensible upgrade, or null: same body type, 5-50% dearer, no older and no more
 * driven, and either newer or at least a fifth less driven. Same make and model first, then
 * same make, then the newest, least driven, cheapest.
 */
export function pickUpgrade(ix: ListingIndex, car: ReferenceCar): number | null {
  const c = codesOf(ix, car);
  const order = ix.order("price_asc");
  const end = firstAtLeast(ix, order, Math.floor(car.price * 1.5) + 1);
  const kmCap = Math.floor(car.km * 0.8);
  let best = -1;
  let bestRank = -1;
  // The walk goes by price, then id: the first car of a rank is already the cheapest, lowest id.
  for (let i = firstAtLeast(ix, order, Math.ceil(car.price * 1.05)); i < end; i++) {
    const slot = order[i];
    if (ix.bodyType[slot] !== c.body || !isOtherCar(ix, slot, car.id, c.group)) continue;
    const year = ix.year[slot];
    const km = ix.km[slot];
    if (year < car.year || km > car.km || (year === car.year && km >= kmCap)) continue;
    const rank = (ix.make[slot] === c.make ? (ix.model[slot] === c.model ? 2 : 1) : 0);
    if (best !== -1) {
      const b = best;
      const better =
        rank !== bestRank ? rank > bestRank : year !== ix.year[b] ? year > ix.year[b] : km < ix.km[b];
      if (!better) continue;
    }
    best = slot;
    bestRank = rank;
  }
  return best === -1 ? null : ix.ids[best];
}

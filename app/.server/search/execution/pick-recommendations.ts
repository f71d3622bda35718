/**
 * Similar cars and the "smart upgrade" picked from the in-memory index instead of SQL, which
 * had to sort every active listing in a wide price window (hundreds of thousands of rows at a
 * million listings). Both walk price-ordered groups (the car's model, make, body type; see
 * price-groups.ts) from a binary search, best-ranked group first, and keep the best few as they
 * go, stopping once nothing further can rank higher: no sort, no database read until the
 * winners' rows are fetched by id.
 */
import { NO_GROUP, type ListingIndex } from "../store/listing-index";
import { priceGroups, type GroupColumn } from "../maintained/price-groups";
import { firstWhere } from "../maintained/first-where";

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

/** Slots in price order: one group of price-groups.ts, or the whole price order. */
interface Run {
  slots: Int32Array;
  from: number;
  to: number;
}

function groupRun(ix: ListingIndex, column: GroupColumn, code: number): Run {
  if (code < 0) return { slots: new Int32Array(0), from: 0, to: 0 };
  const { starts, slots } = priceGroups(ix, column);
  return { slots, from: starts[code], to: starts[code + 1] };
}

/** First position in the run whose price is at least `min`. */
function firstAtLeast(ix: ListingIndex, run: Run, min: number): number {
  return firstWhere(run.from, run.to, (i) => ix.price[run.slots[i]] >= min);
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
 * Three disjoint walks, best tiers first: the same make and model (any body), the same body
 * type, everything else. Each goes outwards from the car's price and stops once `limit` cars
 * are in hand that nothing left in it could beat.
 */
export function pickSimilar(ix: ListingIndex, car: SimilarTo, limit: number): number[] {
  if (limit <= 0) return [];
  const c = codesOf(ix, car);
  const bandTier = c.band === ABSENT ? 0 : 2;
  const top = new TopK(limit);
  const sameModel = (slot: number) => ix.make[slot] === c.make && ix.model[slot] === c.model;
  const walk = (run: Run, maxTier: number, accept: (slot: number) => boolean) => {
    const start = firstAtLeast(ix, run, Math.floor(car.price * 0.5));
    const end = firstAtLeast(ix, run, Math.ceil(car.price * 1.6) + 1);
    let down = firstAtLeast(ix, run, car.price) - 1;
    let up = down + 1;
    while (down >= start || up < end) {
      const belowDist = down >= start ? car.price - ix.price[run.slots[down]] : Number.POSITIVE_INFINITY;
      const aboveDist = up < end ? ix.price[run.slots[up]] - car.price : Number.POSITIVE_INFINITY;
      const dist = Math.min(belowDist, aboveDist);
      const worst = top.ids.length - 1;
      if (top.full && (top.tiers[worst] > maxTier || (top.tiers[worst] === maxTier && dist > top.dists[worst]))) return;
      const slot = belowDist <= aboveDist ? run.slots[down--] : run.slots[up++];
      if (!accept(slot) || !isOtherCar(ix, slot, car.id, c.group)) continue;
      const tier = (ix.bodyType[slot] === c.body ? 4 : 0) + (ix.priceBand[slot] === c.band ? 2 : 0) + (sameModel(slot) ? 1 : 0);
      top.offer(tier, dist, ix.ids[slot]);
    }
  };
  walk(groupRun(ix, "model", c.model), 4 + bandTier + 1, sameModel);
  walk(groupRun(ix, "bodyType", c.body), 4 + bandTier, (slot) => !sameModel(slot));
  const order = ix.order("price_asc");
  walk({ slots: order, from: 0, to: order.length }, bandTier, (slot) => ix.bodyType[slot] !== c.body && !sameModel(slot));
  return top.ids;
}

/**
 * The id of a sensible upgrade, or null: same body type, 5-50% dearer, no older and no more
 * driven, and either newer or at least a fifth less driven. Same make and model first, then
 * same make, then the newest, least driven, cheapest: so the model's cars are searched first,
 * then the make's, and only then every car of the body type.
 */
export function pickUpgrade(ix: ListingIndex, car: ReferenceCar): number | null {
  const c = codesOf(ix, car);
  const kmCap = Math.floor(car.km * 0.8);
  const newestLeastDriven = (run: Run, accept: (slot: number) => boolean): number | null => {
    let best = -1;
    // The run goes by price, then id: the first car of a rank is already the cheapest, lowest id.
    const end = firstAtLeast(ix, run, Math.floor(car.price * 1.5) + 1);
    for (let i = firstAtLeast(ix, run, Math.ceil(car.price * 1.05)); i < end; i++) {
      const slot = run.slots[i];
      if (ix.bodyType[slot] !== c.body || !accept(slot) || !isOtherCar(ix, slot, car.id, c.group)) continue;
      const year = ix.year[slot];
      const km = ix.km[slot];
      if (year < car.year || km > car.km || (year === car.year && km >= kmCap)) continue;
      if (best === -1 || year > ix.year[best] || (year === ix.year[best] && km < ix.km[best])) best = slot;
    }
    return best === -1 ? null : ix.ids[best];
  };
  return (
    newestLeastDriven(groupRun(ix, "model", c.model), (slot) => ix.make[slot] === c.make) ??
    newestLeastDriven(groupRun(ix, "make", c.make), () => true) ??
    newestLeastDriven(groupRun(ix, "bodyType", c.body), () => true)
  );
}

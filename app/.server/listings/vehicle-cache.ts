/**
 * The cards (public Vehicle objects) of recently shown listings, kept while the search index's
 * version stands. Any listing write bumps that version (a trigger, decision 004), including a
 * write to another platform's copy of the car, which changes this card's "other sources"; the
 * next search refreshes the index, sees the new version and empties the cache. So a cached card
 * is never older than the index that chose it. A new fair-price model also empties it (the
 * card's deal rating), and so does age: "featured" depends on the clock.
 *
 * Without it, every search read its 24 cars from the database and rated each deal again; on
 * embedded PGlite that was most of a popular search's cost (issue 18's throughput target).
 */
import type { Vehicle } from "~/lib/vehicle";
import type { PriceEstimator } from "../pricing/price-estimator";
import type { ListingIndex } from "../search";

const MAX_ENTRIES = 2_000;
const MAX_AGE_MS = 60_000;

/** What a card depends on besides its own row. */
interface CardGeneration {
  index: ListingIndex;
  version: number;
  estimator: PriceEstimator | null;
}

class VehicleCache {
  private cards = new Map<number, Vehicle>();
  private generation: CardGeneration | null = null;
  private since = 0;

  /** The cached cards of `ids` (undefined where missing), emptying the cache if `at` is newer. */
  get(ids: readonly number[], at: CardGeneration): (Vehicle | undefined)[] {
    if (!this.sameAs(at)) {
      this.cards.clear();
      this.generation = at;
      this.since = Date.now();
    }
    return ids.map((id) => this.cards.get(id));
  }

  /** Keeps cards read at `at`, unless the cache has moved on meanwhile (a write between). */
  set(vehicles: readonly Vehicle[], at: CardGeneration): void {
    if (!this.sameAs(at)) return;
    for (const vehicle of vehicles) {
      const id = Number(vehicle.id);
      this.cards.delete(id);
      this.cards.set(id, vehicle);
    }
    // Map keeps insertion order: the first keys are the least recently stored.
    for (const oldest of this.cards.keys()) {
      if (this.cards.size <= MAX_ENTRIES) break;
      this.cards.delete(oldest);
    }
  }

  private sameAs(at: CardGeneration): boolean {
    const g = this.generation;
    return g !== null && g.index === at.index && g.version === at.version && g.estimator === at.estimator && Date.now() - this.since < MAX_AGE_MS;
  }
}

export const vehicleCache = new VehicleCache();

/**
 * Deterministic pseudo-random numbers for demo and seed data. The same keys always give the same
 * sequence, so two machines seeding from the same files get identical cities, colours and dates.
 */

/** 32-bit FNV-1a hash of a string: cheap, well-spread seeds for mulberry32. */
export function hashString(input: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    hash ^= input.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a tiny 32-bit generator, uniform in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SeededRandom {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Uniform in [min, max). */
  float(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
}

/** A generator seeded by the joined keys, e.g. seededRandom("car_details_v3.csv", 42). */
export function seededRandom(...keys: (string | number)[]): SeededRandom {
  const next = mulberry32(hashString(keys.join("\u0000")));
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new RangeError("pick needs at least one item");
      return items[Math.floor(next() * items.length)];
    },
  };
}

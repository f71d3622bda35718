/**
 * Exterior and interior colours of cars sold in India. Browser-safe: the listing UI uses the
 * swatches, the seed script picks colours with `pickWeighted`, and the server-side illustration
 * paints the car with `colorHex`.
 */
import { lookupTable } from "./lookup-table";

export interface CarColor {
  name: string;
  hex: string;
  /**
   * Relative share among demo listings. White, silver and grey dominate Indian roads
   * (white alone is roughly a third of sales), so they are picked most often.
   */
  exteriorWeight: number;
}

export const CAR_COLORS: readonly CarColor[] = [
  { name: "Pearl Arctic White", hex: "#F3F4F1", exteriorWeight: 12 },
  { name: "Polar White", hex: "#F1F2F0", exteriorWeight: 10 },
  { name: "Pearl White", hex: "#EFEDE6", exteriorWeight: 8 },
  { name: "Silky Silver", hex: "#B8BCBF", exteriorWeight: 8 },
  { name: "Lunar Silver", hex: "#A9ADB1", exteriorWeight: 5 },
  { name: "Magma Grey", hex: "#5B5E61", exteriorWeight: 6 },
  { name: "Granite Grey", hex: "#6C7073", exteriorWeight: 5 },
  { name: "Urban Titanium", hex: "#7E7F7B", exteriorWeight: 4 },
  { name: "Daytona Grey", hex: "#54585C", exteriorWeight: 4 },
  { name: "Modern Steel", hex: "#4F5458", exteriorWeight: 3 },
  { name: "Midnight Black", hex: "#1D1E21", exteriorWeight: 4 },
  { name: "Phantom Black", hex: "#18191B", exteriorWeight: 4 },
  { name: "Fiery Red", hex: "#B3151D", exteriorWeight: 4 },
  { name: "Flame Red", hex: "#C01A20", exteriorWeight: 3 },
  { name: "Calypso Red", hex: "#A8161F", exteriorWeight: 2 },
  { name: "Nexa Blue", hex: "#1E3A8C", exteriorWeight: 4 },
  { name: "Caribbean Blue", hex: "#1F6EA6", exteriorWeight: 2 },
  { name: "Golden Brown", hex: "#6E4F37", exteriorWeight: 2 },
];

export const INTERIOR_COLORS = ["Black", "Beige", "Dual Tone Black & Beige", "Grey", "Tan"] as const;
export type InteriorColor = (typeof INTERIOR_COLORS)[number];

/** What an unknown colour is drawn as: a mid silver reads as "a car" without claiming a hue. */
export const FALLBACK_COLOR_HEX = "#B8BCBF";

/**
 * Generic colour words, for partner listings that say "white" or "Dark Grey Metallic".
 * Checked in the order the words appear in the name, so "Red with Black Roof" is red.
 */
const GENERIC_COLORS = lookupTable<string>({
  white: "#F1F2F0",
  silver: "#B8BCBF",
  grey: "#6C7073",
  gray: "#6C7073",
  titanium: "#7E7F7B",
  steel: "#4F5458",
  black: "#1D1E21",
  red: "#B3151D",
  maroon: "#5E1621",
  blue: "#1E3A8C",
  brown: "#6E4F37",
  bronze: "#8A6642",
  beige: "#D8CCB4",
  gold: "#B89A5E",
  orange: "#D9621E",
  green: "#2F6B45",
  yellow: "#E2B51B",
});

const byName = new Map(CAR_COLORS.map((c) => [normalise(c.name), c.hex]));

function normalise(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, " ");
}

/** Hex of a colour name: exact catalogue name first, then the first generic colour word, else silver. */
export function colorHex(name: string): string {
  const key = normalise(name);
  const exact = byName.get(key);
  if (exact) return exact;
  for (const word of key.split(/[^a-z]+/)) {
    const generic = GENERIC_COLORS[word];
    if (generic) return generic;
  }
  return FALLBACK_COLOR_HEX;
}

/**
 * Picks an item with probability proportional to `weight`. Pure: the caller passes the random
 * number, so seeded generators give reproducible demo data. Non-positive weights are never picked
 * unless every weight is non-positive, in which case the pick is uniform.
 */
export function pickWeighted<T>(
  items: readonly T[],
  weight: (t: T) => number,
  random01: number,
): T {
  if (items.length === 0) throw new RangeError("pickWeighted needs at least one item");
  // Clamp so random01 = 1 (or a float just past it) still lands on the last item.
  const r = Math.min(Math.max(random01, 0), 1 - Number.EPSILON);
  const weights = items.map((item) => Math.max(0, weight(item)) || 0);
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total === 0) return items[Math.floor(r * items.length)];
  let target = r * total;
  let lastPicked = 0;
  for (let i = 0; i < items.length; i++) {
    const w = weights[i];
    if (w === 0) continue;
    if (target < w) return items[i];
    target -= w;
    lastPicked = i;
  }
  // Only reachable through floating-point remainder; the last weighted item owns it.
  return items[lastPicked];
}

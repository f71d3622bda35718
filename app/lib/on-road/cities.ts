/**
 * The cities the on-road price picker offers: the sell form's (SPEC). Apart from the tax tables
 * so the picker's browser code carries only this list.
 */
export const ON_ROAD_CITIES = ["Mumbai", "Delhi", "Bangalore", "Hyderabad", "Chennai", "Kolkata", "Pune", "Ahmedabad", "Jaipur", "Lucknow"] as const;
export type OnRoadCity = (typeof ON_ROAD_CITIES)[number];

/** The picker's city, spelled as we list it, or null. */
export function findOnRoadCity(city: string | null | undefined): OnRoadCity | null {
  if (!city) return null;
  const wanted = city.trim().toLowerCase();
  return ON_ROAD_CITIES.find((c) => c.toLowerCase() === wanted) ?? null;
}

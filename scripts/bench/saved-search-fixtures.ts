/**
 * Generated cars and saved searches for the saved-search benchmarks (saved-search-matching.ts
 * in process, partner-live.ts over HTTP): a catalogue weighted by market share, and query strings
 * as users save them. Deterministic: the same seed gives the same searches.
 */
/** Make, its share of the market, whether luxury, and models: name, body, fuels, typical new price in lakh. */
export const CATALOGUE: [string, number, boolean, [string, string, string[], number][]][] = [
  ["Maruti Suzuki", 30, false, [["Swift", "Hatchback", ["Petrol", "CNG"], 7], ["Baleno", "Hatchback", ["Petrol", "CNG"], 8], ["Dzire", "Sedan", ["Petrol", "CNG"], 8], ["Brezza", "SUV", ["Petrol", "CNG"], 11], ["Ertiga", "MUV", ["Petrol", "CNG"], 11], ["Alto", "Hatchback", ["Petrol", "CNG"], 4], ["Wagon R", "Hatchback", ["Petrol", "CNG"], 6], ["Ciaz", "Sedan", ["Petrol"], 10]]],
  ["Hyundai", 16, false, [["Creta", "SUV", ["Petrol", "Diesel"], 15], ["i20", "Hatchback", ["Petrol", "Diesel"], 9], ["Venue", "SUV", ["Petrol", "Diesel"], 10], ["Verna", "Sedan", ["Petrol", "Diesel"], 13], ["Grand i10", "Hatchback", ["Petrol", "CNG"], 7], ["Alcazar", "SUV", ["Petrol", "Diesel"], 19]]],
  ["Tata", 12, false, [["Nexon", "SUV", ["Petrol", "Diesel", "Electric"], 11], ["Punch", "SUV", ["Petrol", "CNG"], 8], ["Tiago", "Hatchback", ["Petrol", "CNG", "Electric"], 6], ["Harrier", "SUV", ["Diesel"], 20], ["Altroz", "Hatchback", ["Petrol", "Diesel"], 8]]],
  ["Mahindra", 10, false, [["XUV700", "SUV", ["Petrol", "Diesel"], 20], ["Scorpio", "SUV", ["Diesel"], 16], ["Thar", "SUV", ["Petrol", "Diesel"], 15], ["Bolero", "SUV", ["Diesel"], 10], ["XUV300", "SUV", ["Petrol", "Diesel"], 11]]],
  ["Honda", 7, false, [["City", "Sedan", ["Petrol", "Hybrid"], 13], ["Amaze", "Sedan", ["Petrol", "Diesel"], 8], ["Jazz", "Hatchback", ["Petrol"], 8], ["WR-V", "SUV", ["Petrol", "Diesel"], 10]]],
  ["Toyota", 7, false, [["Innova Crysta", "MUV", ["Diesel"], 22], ["Fortuner", "SUV", ["Diesel"], 38], ["Glanza", "Hatchback", ["Petrol", "CNG"], 8], ["Urban Cruiser Hyryder", "SUV", ["Petrol", "Hybrid"], 15]]],
  ["Kia", 6, false, [["Seltos", "SUV", ["Petrol", "Diesel"], 15], ["Sonet", "SUV", ["Petrol", "Diesel"], 10], ["Carens", "MUV", ["Petrol", "Diesel"], 14]]],
  ["Renault", 3, false, [["Kwid", "Hatchback", ["Petrol"], 5], ["Kiger", "SUV", ["Petrol"], 8], ["Triber", "MUV", ["Petrol"], 7]]],
  ["Volkswagen", 2, false, [["Polo", "Hatchback", ["Petrol"], 8], ["Virtus", "Sedan", ["Petrol"], 14], ["Taigun", "SUV", ["Petrol"], 15]]],
  ["Skoda", 2, false, [["Slavia", "Sedan", ["Petrol"], 14], ["Kushaq", "SUV", ["Petrol"], 15], ["Octavia", "Sedan", ["Petrol"], 27]]],
  ["MG", 2, false, [["Hector", "SUV", ["Petrol", "Diesel"], 18], ["Astor", "SUV", ["Petrol"], 13], ["ZS EV", "SUV", ["Electric"], 24]]],
  ["Mercedes-Benz", 1.5, true, [["C-Class", "Sedan", ["Petrol", "Diesel"], 60], ["GLA", "SUV", ["Petrol", "Diesel"], 50]]],
  ["BMW", 1.5, true, [["3 Series", "Sedan", ["Petrol", "Diesel"], 55], ["X1", "SUV", ["Petrol", "Diesel"], 50]]],
];
export const CITIES = ["Delhi", "Mumbai", "Bangalore", "Pune", "Hyderabad", "Chennai", "Kolkata", "Ahmedabad", "Jaipur", "Lucknow", "Chandigarh", "Indore", "Nagpur", "Surat", "Kochi", "Coimbatore", "Gurgaon", "Noida", "Thane", "Bhopal"];
export const VARIANTS = ["LXi", "VXi", "ZXi", "Sportz", "Asta", "SX", "EX", "HTK", "XZ Plus", "AX7", "S", "V", "Alpha"];
export const KITS = ["abs | airbags", "abs | airbags | sunroof", "abs | 6 airbags | rear camera | touchscreen", "abs | airbags | android auto | apple carplay", "abs | cruise control | sunroof | leather seats"];
export const COLOURS = ["white", "silver", "grey", "red", "blue", "black"];

let seed = 36;
export const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
export const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
export const weighted = () => {
  let r = next() * CATALOGUE.reduce((sum, [, share]) => sum + share, 0);
  for (const entry of CATALOGUE) if ((r -= entry[1]) <= 0) return entry;
  return CATALOGUE[0];
};
export const city = () => CITIES[Math.min(CITIES.length - 1, Math.floor(CITIES.length * next() * next()))];

/** A saved search's query string, as the save button sends it. */
export function randomQuery(): string {
  const p = new URLSearchParams();
  const chance = (x: number) => next() < x;
  const [make, , , models] = weighted();
  const [model, body, fuels, lakh] = pick(models);
  const budget = Math.round(lakh * (0.4 + next() * 0.8)) * 100_000;
  if (chance(1 / 6)) {
    p.set("q", pick([`${model} ${pick(VARIANTS)}`, `${pick(fuels)} ${body} under ${Math.ceil(budget / 100_000)} lakh`, `${pick(COLOURS)} ${model}`, `${make} ${pick(["automatic", "diesel", "with sunroof"])} in ${city()}`, `${pick(VARIANTS)} ${pick(COLOURS)}`, `luxury ${body} under ${Math.ceil(budget / 100_000) + 20} lakh`]).toLowerCase());
    if (chance(0.4)) p.set("city", city());
    return p.toString();
  }
  if (chance(0.85)) p.set("make", chance(0.1) ? `${make},${weighted()[0]}` : make);
  if (p.has("make") && chance(0.6)) p.set("model", model);
  if (chance(0.75)) p.set("maxPrice", String(budget));
  if (chance(0.3)) p.set("minPrice", String(Math.round(budget * 0.5)));
  if (chance(0.7)) p.set("city", city());
  if (chance(0.3)) p.set("fuel", pick(fuels));
  if (chance(0.25) && !p.has("model")) p.set("bodyType", body);
  if (chance(0.2)) p.set("transmission", chance(0.7) ? "Automatic" : "Manual");
  if (chance(0.3)) p.set("minYear", String(2012 + Math.floor(next() * 11)));
  if (chance(0.15)) p.set("maxKm", String(30_000 + Math.floor(next() * 8) * 10_000));
  if (chance(0.06)) p.set("owners", "1");
  if (chance(0.05)) p.set("features", pick(["sunroof", "rear-camera", "android-auto"]));
  if (chance(0.05)) p.set("deal", "great,good");
  return p.toString();
}

/**
 * Indian cities where used cars are listed, with their state or union territory. The weight is a
 * rough share of the used-car market, used to place listings that come without a city.
 */
import { lookupTable } from "./lookup-table";
export interface IndianCity {
  name: string;
  state: string;
  weight: number;
}

export const INDIAN_CITIES: readonly IndianCity[] = [
  { name: "Mumbai", state: "Maharashtra", weight: 12 },
  { name: "Delhi", state: "Delhi", weight: 12 },
  { name: "Bangalore", state: "Karnataka", weight: 11 },
  { name: "Hyderabad", state: "Telangana", weight: 9 },
  { name: "Chennai", state: "Tamil Nadu", weight: 8 },
  { name: "Pune", state: "Maharashtra", weight: 7 },
  { name: "Kolkata", state: "West Bengal", weight: 6 },
  { name: "Ahmedabad", state: "Gujarat", weight: 5 },
  { name: "Jaipur", state: "Rajasthan", weight: 4 },
  { name: "Lucknow", state: "Uttar Pradesh", weight: 3 },
  { name: "Kochi", state: "Kerala", weight: 3 },
  { name: "Coimbatore", state: "Tamil Nadu", weight: 3 },
  { name: "Chandigarh", state: "Chandigarh", weight: 3 },
  { name: "Indore", state: "Madhya Pradesh", weight: 2 },
  { name: "Gurugram", state: "Haryana", weight: 4 },
  { name: "Noida", state: "Uttar Pradesh", weight: 3 },
  { name: "Ghaziabad", state: "Uttar Pradesh", weight: 2 },
  { name: "Faridabad", state: "Haryana", weight: 1 },
  { name: "Thane", state: "Maharashtra", weight: 2 },
  { name: "Navi Mumbai", state: "Maharashtra", weight: 2 },
  { name: "Surat", state: "Gujarat", weight: 2 },
  { name: "Vadodara", state: "Gujarat", weight: 1 },
  { name: "Nagpur", state: "Maharashtra", weight: 1 },
  { name: "Nashik", state: "Maharashtra", weight: 1 },
  { name: "Bhopal", state: "Madhya Pradesh", weight: 1 },
  { name: "Patna", state: "Bihar", weight: 1 },
  { name: "Ranchi", state: "Jharkhand", weight: 1 },
  { name: "Bhubaneswar", state: "Odisha", weight: 1 },
  { name: "Visakhapatnam", state: "Andhra Pradesh", weight: 1 },
  { name: "Vijayawada", state: "Andhra Pradesh", weight: 1 },
  { name: "Mysore", state: "Karnataka", weight: 1 },
  { name: "Mangalore", state: "Karnataka", weight: 1 },
  { name: "Thiruvananthapuram", state: "Kerala", weight: 1 },
  { name: "Madurai", state: "Tamil Nadu", weight: 1 },
  { name: "Guwahati", state: "Assam", weight: 1 },
  { name: "Dehradun", state: "Uttarakhand", weight: 1 },
  { name: "Ludhiana", state: "Punjab", weight: 1 },
  { name: "Amritsar", state: "Punjab", weight: 1 },
  { name: "Raipur", state: "Chhattisgarh", weight: 1 },
  { name: "Goa", state: "Goa", weight: 1 },
];

/** Other spellings of the same city, mapped to the name used in INDIAN_CITIES. */
const CITY_ALIASES = lookupTable<string>({
  bengaluru: "Bangalore",
  bombay: "Mumbai",
  "new delhi": "Delhi",
  gurgaon: "Gurugram",
  calcutta: "Kolkata",
  madras: "Chennai",
  cochin: "Kochi",
  ernakulam: "Kochi",
  trivandrum: "Thiruvananthapuram",
  mysuru: "Mysore",
  mangaluru: "Mangalore",
  vizag: "Visakhapatnam",
  panaji: "Goa",
});

const byName = new Map(INDIAN_CITIES.map((c) => [c.name.toLowerCase(), c]));

function lookup(city: string): IndianCity | undefined {
  const key = city.trim().toLowerCase().replace(/\s+/g, " ");
  return byName.get(key) ?? byName.get(CITY_ALIASES[key]?.toLowerCase() ?? "");
}

/** The canonical spelling of a known city ("bengaluru" -> "Bangalore"), else null. */
export function canonicalCity(city: string): string | null {
  return lookup(city)?.name ?? null;
}

/** State or union territory of a known city, else null. */
export function stateOfCity(city: string): string | null {
  return lookup(city)?.state ?? null;
}

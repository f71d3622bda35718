/**
 * Maps the data sets' spellings onto the controlled vocabularies (app/lib/vehicle-vocabulary.ts).
 * Unknown values give null so the caller can skip the row with a reason.
 */
import { deriveCategory } from "../../lib/vehicle-category";
import {
  type BodyType,
  type FuelType,
  type SellerType,
  type Transmission,
} from "../../lib/vehicle-vocabulary";

/** "CNG + Petrol" is a CNG car (it runs on both, CNG is what buyers filter for). */
export function normaliseFuel(input: string | null | undefined): FuelType | null {
  const text = (input ?? "").trim().toLowerCase();
  if (text === "") return null;
  if (text.includes("cng")) return "CNG";
  if (text.includes("lpg")) return "LPG";
  if (text.includes("hybrid")) return "Hybrid";
  if (text.includes("electric") || text === "ev") return "Electric";
  if (text.includes("diesel")) return "Diesel";
  if (text.includes("petrol") || text.includes("gasoline")) return "Petrol";
  return null;
}

export interface NormalisedTransmission {
  transmission: Transmission;
  /** What the source called it: "Manual", "Automatic", "AMT", "CVT", "DCT". */
  gearbox: string;
}

/** AMT, CVT and DCT count as Automatic; the exact gearbox is kept. */
export function normaliseTransmission(input: string | null | undefined): NormalisedTransmission | null {
  const text = (input ?? "").trim().toLowerCase();
  if (text === "") return null;
  if (/\bmanual\b|^mt$/.test(text)) return { transmission: "Manual", gearbox: "Manual" };
  for (const box of ["AMT", "CVT", "DCT", "DSG", "IVT"]) {
    if (new RegExp(`\\b${box.toLowerCase()}\\b`).test(text)) return { transmission: "Automatic", gearbox: box };
  }
  if (/\bauto(matic)?\b|^at$/.test(text)) return { transmission: "Automatic", gearbox: "Automatic" };
  return null;
}

const BODY_ALIASES: Record<string, BodyType> = {
  hatchback: "Hatchback",
  sedan: "Sedan",
  suv: "SUV",
  crossover: "SUV",
  mpv: "MUV",
  muv: "MUV",
  coupe: "Coupe",
  sports: "Coupe",
  convertible: "Convertible",
  "pick-up": "Pickup",
  pickup: "Pickup",
};

/**
 * Catalogue Body_Type onto BODY_TYPES: "MPV"/"MUV" -> MUV, "Crossover" -> SUV, "Pick-up" ->
 * Pickup, "Sports" -> Coupe. A list ("Sedan, Coupe") takes its first known entry, except that a
 * vaguer "Sports" gives way to a concrete type after it ("Sports, Convertible"). Blank derives
 * the type from the model name.
 */
export function normaliseBodyType(input: string | null | undefined, modelName: string): BodyType {
  const parts = (input ?? "")
    .split(",")
    .map((p) => p.trim().toLowerCase())
    .filter((p) => p in BODY_ALIASES);
  const concrete = parts.find((p) => p !== "sports") ?? parts[0];
  if (concrete) return BODY_ALIASES[concrete];
  return deriveCategory(modelName);
}

/**
 * Owner count: "First"/"First Owner" -> 1 ... "Fourth & Above" -> 4; a test-drive car has had
 * no owner yet (0). Unknown -> null.
 */
export function normaliseOwner(input: string | null | undefined): number | null {
  const text = (input ?? "").trim().toLowerCase();
  if (text === "") return null;
  if (text.startsWith("test drive")) return 0;
  const ordinals = ["first", "second", "third", "fourth"];
  const index = ordinals.findIndex((o) => text.startsWith(o));
  if (index >= 0) return index + 1;
  const n = Number(text);
  return Number.isInteger(n) && n >= 0 && n <= 10 ? n : null;
}

export function normaliseSellerType(input: string | null | undefined): SellerType | null {
  const text = (input ?? "").trim().toLowerCase();
  if (text === "individual") return "individual";
  if (text === "dealer") return "dealer";
  if (text === "trustmark dealer") return "trustmark_dealer";
  return null;
}

/** Emission norms as India writes them: "BS 6" and "BS VI" are the same norm. */
export function normaliseEmissionNorm(input: string | null | undefined): string | null {
  const text = (input ?? "").trim();
  if (text === "") return null;
  const roman: Record<string, string> = { "3": "III", "4": "IV", "6": "VI" };
  return text.replace(/^BS\s*-?\s*(\d)$/i, (_, d: string) => `BS ${roman[d] ?? d}`);
}

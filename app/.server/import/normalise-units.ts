/**
 * Numbers with units, as the data sets spell them: "Rs. 2,92,667", "2.3 Cr", "624 cc",
 * "23.6 km/litre", "38PS@5500rpm", "10.1kgm@4500RPM". Every parser returns null rather than
 * guessing when a value is blank, "null", "NA" or not a number.
 */

export const PS_TO_BHP = 0.98632;
export const KW_TO_BHP = 1.34102;
export const KGM_TO_NM = 9.80665;

const NUMBER = /-?\d+(?:\.\d+)?/;
const BLANK = /^(|null|nan|na|n\/a|none|-)$/i;

function isBlank(input: string | null | undefined): input is null | undefined {
  return input === null || input === undefined || BLANK.test(input.trim());
}

const round = (value: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

/** The first number in the text, thousands separators ignored: "1,248 CC" -> 1248. */
export function parseNumber(input: string | null | undefined): number | null {
  if (isBlank(input)) return null;
  const match = input.replace(/(\d),(?=\d)/g, "$1").match(NUMBER);
  if (!match) return null;
  const value = Number(match[0]);
  return Number.isFinite(value) ? value : null;
}

/** A positive measurement ("1652 mm", "24 litres", "660 kg"); 0 means "not stated". */
export function parseMeasure(input: string | null | undefined): number | null {
  const value = parseNumber(input);
  return value !== null && value > 0 ? value : null;
}

/** A positive whole number ("1582 CC" -> 1582, "5" -> 5). */
export function parseInteger(input: string | null | undefined): number | null {
  const value = parseMeasure(input);
  return value === null ? null : Math.round(value);
}

/**
 * Rupees from catalogue and listing spellings: "Rs. 2,92,667", "₹ 5,50,000", "16.06 Lakh",
 * "2.3 Cr", or plain rupees. Rounded to whole rupees.
 */
export function parseRupees(input: string | null | undefined): number | null {
  const value = parseMeasure(input);
  if (value === null || isBlank(input)) return null;
  const text = input.toLowerCase();
  if (/\b(cr|crore|crores)\b/.test(text)) return Math.round(value * 10_000_000);
  if (/\b(l|lakh|lakhs|lac|lacs)\b/.test(text)) return Math.round(value * 100_000);
  return Math.round(value);
}

/** A price given in lakh ("4.50" -> 450000), as the Price column of used_cars_data.csv. */
export function parseLakh(input: string | null | undefined): number | null {
  const value = parseMeasure(input);
  return value === null ? null : Math.round(value * 100_000);
}

/** Fuel economy in km/l or km/kg ("19.67 kmpl", "26.6 km/kg", "23.6 km/litre"). */
export function parseFuelEconomy(input: string | null | undefined): number | null {
  const value = parseMeasure(input);
  return value === null ? null : round(value, 2);
}

export interface ParsedPower {
  bhp: number | null;
  text: string | null;
}

/**
 * Power in bhp from "38PS@5500rpm", "69bhp@6000rpm", "178Bhp @ 4000", "73.5kW@4000rpm",
 * "126.2 bhp", "74". PS and kW are converted; hp is taken as bhp; a bare number as bhp.
 * A value in Nm (a torque in the wrong column) is no power.
 */
export function parsePower(input: string | null | undefined): ParsedPower {
  if (isBlank(input)) return { bhp: null, text: null };
  const text = input.trim().replace(/\s+/g, " ");
  const head = text.split("@")[0].toLowerCase().replace(/,/g, "");
  const match = head.match(/(\d+(?:\.\d+)?)\s*(ps|bhp|hp|kw|nm|kgm)?/);
  if (!match) return { bhp: null, text: /^null\b/.test(head) ? null : text };
  const value = Number(match[1]);
  const unit = match[2];
  if (value <= 0 || unit === "nm" || unit === "kgm") return { bhp: null, text };
  const factor = unit === "ps" ? PS_TO_BHP : unit === "kw" ? KW_TO_BHP : 1;
  return { bhp: round(value * factor, 1), text };
}

export interface ParsedTorque {
  nm: number | null;
  text: string | null;
}

/**
 * Torque in Nm from "51Nm@4000rpm", "114NM@3300rpm", "400 Nm @ 1750 RPM", "10.1kgm@4500RPM".
 * A bare number is Nm when plausible (>= 60), else kgm ("22.4"); a value in bhp is no torque.
 */
export function parseTorque(input: string | null | undefined): ParsedTorque {
  if (isBlank(input)) return { nm: null, text: null };
  const text = input.trim().replace(/\s+/g, " ");
  const head = text.split("@")[0].toLowerCase().replace(/,/g, "");
  const match = head.match(/(\d+(?:\.\d+)?)\s*(nm|kgm|kg-m|bhp|hp|ps|kw)?/);
  if (!match) return { nm: null, text };
  const value = Number(match[1]);
  const unit = match[2];
  if (value <= 0 || (unit && !["nm", "kgm", "kg-m"].includes(unit))) return { nm: null, text };
  const kgm = unit === "kgm" || unit === "kg-m" || (!unit && value < 60);
  return { nm: round(kgm ? value * KGM_TO_NM : value, 1), text };
}

/**
 * Yes/No cells. Blank is unknown (null); "No", "Not on offer" are false; "Yes" and any other
 * description of the equipment ("Only front", "Smart Key") mean the car has it.
 */
export function parseYesNo(input: string | null | undefined): boolean | null {
  if (isBlank(input)) return null;
  const text = input.trim().toLowerCase();
  if (/^(no|n|false|0|not on offer|not available|absent)$/.test(text)) return false;
  return true;
}

/** Screen size in inches when the text states one ("7 inch", '8"', "10.25-inch"), else null. */
export function parseInches(input: string | null | undefined): number | null {
  if (isBlank(input)) return null;
  const match = input.toLowerCase().match(/(\d+(?:\.\d+)?)\s*(?:-\s*)?(?:"|”|″|inch|inches|in\b)/);
  return match ? Number(match[1]) : null;
}

/** Kilometres driven: a whole number, 0 allowed (a test-drive car), null when unparseable. */
export function parseKm(input: string | null | undefined): number | null {
  const value = parseNumber(input);
  return value === null || value < 0 ? null : Math.round(value);
}

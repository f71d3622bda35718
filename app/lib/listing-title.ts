/**
 * Listing titles: built as "<make> <model> <variant>", and read back into make and model when a
 * seller or partner only gives us a free-text title.
 */

/** Makes whose names are more than one word, so "Land Rover Defender" is not make "Land". */
export const MULTI_WORD_MAKES = [
  "Maruti Suzuki",
  "Land Rover",
  "Aston Martin",
  "Rolls-Royce",
  "Rolls Royce",
  "Mercedes-Benz",
  "Mercedes Benz",
  "Hindustan Motors",
  "Ashok Leyland",
] as const;

/** "<make> <model> <variant>" with blank parts dropped and whitespace collapsed. */
export function listingTitle(make: string, model: string, variant?: string | null): string {
  return [make, model, variant ?? ""]
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}

export interface DerivedMakeModel {
  make: string | null;
  model: string | null;
  year: number | null;
}

const YEAR = /^(199\d|20[0-2]\d|2030)$/;

/**
 * Make, model and year from a free-text title. A year 1990-2030 is recognised and removed; the
 * longest known make at the start wins (in the known spelling), else the first word is the make;
 * the rest is the model.
 */
export function deriveMakeModel(title: string, knownMakes: readonly string[] = []): DerivedMakeModel {
  const words = title.trim().split(/\s+/).filter(Boolean);
  const yearIndex = words.findIndex((w) => YEAR.test(w));
  const year = yearIndex >= 0 ? Number(words[yearIndex]) : null;
  if (yearIndex >= 0) words.splice(yearIndex, 1);
  if (words.length === 0) return { make: null, model: null, year };

  const candidates = [...knownMakes, ...MULTI_WORD_MAKES]
    .map((name) => ({ name, words: name.trim().split(/\s+/) }))
    .sort((a, b) => b.words.length - a.words.length);
  const lower = words.map((w) => w.toLowerCase());
  const known = candidates.find(
    (c) => c.words.length <= words.length && c.words.every((w, i) => w.toLowerCase() === lower[i]),
  );
  const makeWordCount = known ? known.words.length : 1;
  const make = known ? known.name : words[0];
  const model = words.slice(makeWordCount).join(" ");
  return { make, model: model === "" ? null : model, year };
}

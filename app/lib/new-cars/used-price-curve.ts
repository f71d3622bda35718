/**
 * The used-price curve of a new car's model page (issue 33): the median asking price of the
 * model's used cars on sale, per model year. Only real figures: a year with fewer than
 * MIN_LISTINGS_PER_YEAR cars has no honest median, so it is left out and named instead.
 */

/** Below this many cars a year's median says more about one seller than about the market. */
export const MIN_LISTINGS_PER_YEAR = 3;

/** What the database reports for one model year: how many cars it read and their median (percentile_cont). */
export interface YearSample {
  year: number;
  listings: number;
  medianPrice: number;
}

export interface CurvePoint extends YearSample {
  /** Whole years since the model year (0: this year's cars). */
  age: number;
}

export interface UsedPriceCurve {
  /** Oldest model year first, so a chart reads left to right as the car gets newer. */
  points: CurvePoint[];
  /** Cars behind the points shown (the thin years' cars are not counted). */
  listings: number;
  /** Model years that had cars on sale, but too few for a median. */
  thinYears: number[];
  /** Each year's median is of at most this many of its newest listings. */
  samplePerYear: number;
}

export function buildUsedPriceCurve(samples: readonly YearSample[], currentYear: number, samplePerYear: number): UsedPriceCurve {
  const byYear = [...samples].filter((s) => s.listings > 0).sort((a, b) => a.year - b.year);
  const kept = byYear.filter((s) => s.listings >= MIN_LISTINGS_PER_YEAR);
  return {
    points: kept.map((s) => ({ ...s, medianPrice: Math.round(s.medianPrice), age: Math.max(0, currentYear - s.year) })),
    listings: kept.reduce((sum, s) => sum + s.listings, 0),
    thinYears: byYear.filter((s) => s.listings < MIN_LISTINGS_PER_YEAR).map((s) => s.year),
    samplePerYear,
  };
}

/** "2019, 2021 and 2022": the thin years as the page names them. */
export function listYears(years: readonly number[]): string {
  if (years.length <= 1) return years.join("");
  return `${years.slice(0, -1).join(", ")} and ${years[years.length - 1]}`;
}

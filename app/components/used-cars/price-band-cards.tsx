import { Link } from "react-router";
import { countNoun } from "~/lib/count-noun";
import { PRICE_BANDS, type PriceBand } from "~/lib/price-bands";

/**
 * 'Browse by Price Range': live counts of used cars per band, with the page's other filters,
 * each opening that search (`hrefFor`), so a card's count is the count its page finds.
 */
export function PriceBandCards({ counts, hrefFor }: { counts: { value: string; count: number }[]; hrefFor: (band: PriceBand) => string }) {
  const countOf = new Map(counts.map((c) => [c.value, c.count]));
  return (
    <section aria-labelledby="price-bands-heading" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="price-bands-heading" className="text-2xl font-bold">
        Browse by Price Range
      </h2>
      <ul className="mt-5 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {PRICE_BANDS.map((band) => (
            <li key={band.key}>
              <Link
                to={hrefFor(band)}
                className="block rounded-xl border border-slate-200 bg-white p-4 text-center shadow-sm transition hover:border-brand-600 hover:shadow-md"
              >
                <span className="block font-semibold text-slate-900">{band.label}</span>
                <span className="mt-1 block text-sm text-slate-600">{countNoun(countOf.get(band.key) ?? 0, "car")}</span>
              </Link>
            </li>
        ))}
      </ul>
    </section>
  );
}

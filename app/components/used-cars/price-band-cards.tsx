import { countNoun } from "~/lib/count-noun";
import { Link } from "react-router";
import { PRICE_BANDS } from "~/lib/price-bands";
import { USED_PRICE } from "~/lib/filters/used-car-filters";

/** 'Browse by Price Range': live counts of used cars per band, each opening that range. */
export function PriceBandCards({ counts }: { counts: { value: string; count: number }[] }) {
  const countOf = new Map(counts.map((c) => [c.value, c.count]));
  return (
    <section aria-labelledby="price-bands-heading" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="price-bands-heading" className="text-2xl font-bold">
        Browse by Price Range
      </h2>
      <ul className="mt-5 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {PRICE_BANDS.map((band) => {
          const params = new URLSearchParams({
            minPrice: String(Math.max(band.min, USED_PRICE.min)),
            maxPrice: String(band.max ?? USED_PRICE.max),
          });
          return (
            <li key={band.key}>
              <Link
                to={`/used-cars?${params}`}
                className="block rounded-xl border border-slate-200 bg-white p-4 text-center shadow-sm transition hover:border-brand-600 hover:shadow-md"
              >
                <span className="block font-semibold text-slate-900">{band.label}</span>
                <span className="mt-1 block text-sm text-slate-600">{countNoun(countOf.get(band.key) ?? 0, "car")}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import { Link } from "react-router";
import type { CompareVehicle } from "~/lib/compare";
import { trendCaption, trendGapSentence, trendHeading } from "~/lib/compare-price-texts";
import { formatInr } from "~/lib/format-inr";
import { FairPriceSummary } from "./fair-price-summary";
import { TrendChart } from "./trend-chart";

/**
 * Asking price, our fair-price estimate and deal rating, and a real 6-month trend per car.
 * Each figure says whose price it is (this car's, or its model year's market), and a fair
 * price far from the market median says why (issue 34).
 */
export function PricePanel({ cars }: { cars: CompareVehicle[] }) {
  return (
    <div>
      <div className="grid gap-4 md:grid-cols-3">
        {cars.map(({ vehicle: v, specs, fairPrice, trend, variantNewPrice }) => {
          const gap = trendGapSentence(trend, fairPrice?.estimate, v, variantNewPrice);
          return (
            <article key={v.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <h3 className="font-semibold">
                {v.year} {v.title}
              </h3>
              <p className="mt-2 text-sm text-slate-600">Asking price</p>
              <p className="text-2xl font-bold">{formatInr(v.price)}</p>
              {specs?.exShowroomPrice ? (
                <p className="text-sm text-slate-700">Ex-showroom when new: {formatInr(specs.exShowroomPrice)}</p>
              ) : null}
              <FairPriceSummary vehicle={v} fairPrice={fairPrice} />
              <h4 className="mt-4 text-sm font-semibold text-slate-800">{trendHeading(trend)}</h4>
              <div className="mt-2">
                {trend.kind === "none" ? (
                  <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
                    Not enough price data for a trend yet: this car&apos;s price has not changed and too few {v.year} {v.make} {v.model} listings were on sale.
                  </p>
                ) : (
                  <TrendChart points={trend.points} label={trendCaption(trend, v)} />
                )}
                {gap && <p className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-slate-800">{gap}</p>}
              </div>
              <Link
                to={`/details/${v.id}`}
                className="mt-4 inline-flex justify-center rounded-lg border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              >
                View Detailed Analysis<span className="sr-only">: {v.year} {v.title}</span>
              </Link>
            </article>
          );
        })}
      </div>
      <p className="mt-4 text-sm text-slate-700">
        How we rate deals, and how accurate our fair prices are:{" "}
        <Link to="/guides/pricing-guide" className="font-medium text-brand-700 underline">
          our pricing guide
        </Link>
      </p>
    </div>
  );
}

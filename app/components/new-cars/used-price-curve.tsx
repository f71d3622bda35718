/**
 * A model's used-price curve (issue 33): a bar per model year, and the same figures as a table,
 * which is the chart's text alternative (the drawing itself is hidden from screen readers).
 */
import { Table, Td, Th } from "~/components/ui/table";
import { countNoun } from "~/lib/count-noun";
import { formatInr, formatInrShort } from "~/lib/format-inr";
import { listYears, MIN_LISTINGS_PER_YEAR, type CurvePoint, type UsedPriceCurve } from "~/lib/new-cars/used-price-curve";

interface UsedPriceCurveProps {
  /** "Hyundai Creta" */
  carName: string;
  curve: UsedPriceCurve;
}

const WIDTH = 320;
const HEIGHT = 150;
const LABEL_SPACE = 14;

function ageText(age: number): string {
  return age === 0 ? "Under 1 year" : countNoun(age, "year");
}

function CurveBars({ points }: { points: CurvePoint[] }) {
  const max = Math.max(...points.map((p) => p.medianPrice));
  const slot = WIDTH / points.length;
  const bar = Math.min(28, slot * 0.7);
  // Every year's label fits up to ten bars at 320 units; beyond that every other one.
  const labelEvery = points.length > 10 ? 2 : 1;
  const top = LABEL_SPACE;
  const bottom = HEIGHT - LABEL_SPACE;
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full max-w-2xl" aria-hidden="true" focusable="false">
      {points.map((p, k) => {
        const h = Math.max(2, ((bottom - top) * p.medianPrice) / max);
        const x = k * slot + (slot - bar) / 2;
        const centre = k * slot + slot / 2;
        return (
          <g key={p.year}>
            <rect x={x} y={bottom - h} width={bar} height={h} rx={2} className="fill-brand-600" />
            {points.length <= 8 && (
              <text x={centre} y={bottom - h - 3} textAnchor="middle" fontSize={9} className="fill-slate-700">
                {formatInrShort(p.medianPrice)}
              </text>
            )}
            {(points.length - 1 - k) % labelEvery === 0 && (
              <text x={centre} y={HEIGHT - 3} textAnchor="middle" fontSize={9} className="fill-slate-700">
                {p.year}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

export function UsedPriceCurveView({ carName, curve }: UsedPriceCurveProps) {
  const thin =
    curve.thinYears.length > 0
      ? `Not shown: ${listYears(curve.thinYears)}, with fewer than ${MIN_LISTINGS_PER_YEAR} cars on sale.`
      : null;
  return (
    <div className="mt-8">
      <h3 id="used-price-curve-heading" className="text-lg font-bold text-slate-900">
        Used {carName} prices by model year
      </h3>
      {curve.points.length === 0 ? (
        <p className="mt-2 text-slate-700">Too few used {carName} cars on sale to show prices by year.</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">
            Median asking price, from {countNoun(curve.listings, "listing")} on CarSaathi (at most the newest {curve.samplePerYear} of each year).
          </p>
          <div className="mt-3 rounded-xl border border-slate-200 bg-white p-3">
            <CurveBars points={curve.points} />
          </div>
          <div className="mt-3 rounded-xl border border-slate-200 bg-white">
            <Table caption={`Median asking price of a used ${carName} by model year`} captionHidden className="min-w-[20rem]">
              <thead className="bg-slate-50">
                <tr>
                  <Th>Model year</Th>
                  <Th>Age</Th>
                  <Th>Median price</Th>
                  <Th>Cars</Th>
                </tr>
              </thead>
              <tbody>
                {[...curve.points].reverse().map((p) => (
                  <tr key={p.year} className="border-t border-slate-100">
                    <Th scope="row">{p.year}</Th>
                    <Td>{ageText(p.age)}</Td>
                    <Td className="tabular-nums">
                      <data value={p.medianPrice}>{formatInr(p.medianPrice)}</data>
                    </Td>
                    <Td className="tabular-nums">{p.listings}</Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        </>
      )}
      {thin && <p className="mt-2 text-sm text-slate-600">{thin}</p>}
    </div>
  );
}

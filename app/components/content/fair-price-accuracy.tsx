/**
 * How accurate the fair-price estimates are, read from the published measurement
 * (app/lib/pricing/published-accuracy.json): whatever its numbers and date say, shown as a table.
 */
import { Fragment } from "react";
import { formatListedDate } from "~/components/details/format-date";
import { Table, Td, Th } from "~/components/ui/table";
import { groupIndian, groupIndianDecimal } from "~/lib/format-inr";
import accuracy from "~/lib/pricing/published-accuracy.json";

const pct = (value: number) => `${groupIndianDecimal(value, 1)}%`;

/** "(used_cars_data)" may wrap after its underscores, so the table fits a phone's width. */
function breakable(label: string) {
  return label.split("_").map((part, i) => (
    <Fragment key={i}>
      {i > 0 && "_"}
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

export function FairPriceAccuracy() {
  return (
    <>
      <p>
        Measured on {formatListedDate(accuracy.measuredOn)} by {accuracy.folds}-fold cross-validation over{" "}
        {groupIndian(accuracy.listings)} listings: we split the listings into {accuracy.folds} parts, priced each part with a
        model built from the other {accuracy.folds - 1}, and compared every estimate with the car&apos;s real asking price. So
        no car was priced by a model that had already seen it.
      </p>
      {/* Smaller, tighter cells on phones: the five columns fit 360 px without scrolling sideways. */}
      <Table caption="Accuracy of our fair-price estimates" className="[&_:is(th,td)]:px-1.5 max-sm:[&_:is(th,td)]:text-xs sm:[&_:is(th,td)]:px-3">
        <thead>
          <tr className="border-b border-slate-200">
            <Th>Data set</Th>
            <Th className="text-right">Listings</Th>
            <Th className="text-right">Median error</Th>
            <Th className="text-right">Average error</Th>
            <Th className="text-right">Inside the 80% range</Th>
          </tr>
        </thead>
        <tbody>
          {accuracy.rows.map((row) => (
            <tr key={row.key} className="border-b border-slate-100 last:border-0">
              <Th scope="row" className="font-medium text-slate-800">
                {breakable(row.label)}
              </Th>
              <Td className="text-right tabular-nums">{groupIndian(row.listings)}</Td>
              <Td className="text-right tabular-nums">{pct(row.medianApePct)}</Td>
              <Td className="text-right tabular-nums">{pct(row.mapePct)}</Td>
              <Td className="text-right tabular-nums">{pct(row.coveragePct)}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        <li>
          <strong>Median error</strong>: half of our estimates were closer than this to the asking price, half further away.
        </li>
        <li>
          <strong>Average error</strong>: the average gap between estimate and asking price, as a share of the asking price.
        </li>
        <li>
          <strong>Inside the 80% range</strong>: how often the asking price fell inside our fair-price range. A well-judged
          range holds about 80%.
        </li>
      </ul>
    </>
  );
}

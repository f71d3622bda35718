import { Table, Td, Th } from "~/components/ui/table";
import { formatInr } from "~/lib/format-inr";
import type { OnRoadFigures } from "~/lib/on-road/city-cookie";
import type { OnRoadSources } from "~/lib/on-road/on-road-price";

interface OnRoadBreakdownProps {
  carName: string;
  figures: OnRoadFigures;
  sources: OnRoadSources;
}

/** Each part of the on-road price with how it was worked out; loaded when a breakdown opens. */
export default function OnRoadBreakdown({ carName, figures: f, sources }: OnRoadBreakdownProps) {
  const rows: [string, number, string?][] = [
    ["Ex-showroom price", f.exShowroom, "Catalogue price (2019-2020): check today's with a dealer"],
    ["Road tax", f.roadTax, f.roadTaxSlab],
    ["Registration", f.registration, f.fuel === "electric" ? "Smart card RC (electric cars pay no registration fee)" : "RC ₹600 + smart card ₹200"],
    ["Insurance (first year)", f.insurance, `Third party ${formatInr(f.insuranceDetail.thirdParty)} + own damage ${formatInr(f.insuranceDetail.ownDamage)} + GST ${formatInr(f.insuranceDetail.gst)}`],
    ["TCS", f.tcs, f.tcs ? "1% of a price above ₹10 lakh (refundable against income tax)" : "None: ₹10 lakh or less"],
    ["FASTag", f.fastag, "Typical bank issue"],
    ["Hypothecation", f.other, "Car loan noted on the RC; not paid when buying outright"],
  ];
  return (
    <div className="space-y-4">
      <p className="font-medium text-slate-800">{carName}</p>
      <Table caption={`On-road price in ${f.city ?? f.state}, ${f.state}`} captionHidden>
        <tbody>
          {rows.map(([label, amount, note]) => (
            <tr key={label} className="border-b border-slate-200 align-top">
              <Th scope="row">
                {label}
                {note && <span className="block text-xs font-normal text-slate-600">{note}</span>}
              </Th>
              <Td className="whitespace-nowrap text-right">{formatInr(amount)}</Td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <Th scope="row" className="text-slate-900">
              On-road price
            </Th>
            <Td className="whitespace-nowrap text-right text-base font-bold">{formatInr(f.total)}</Td>
          </tr>
        </tfoot>
      </Table>
      <details className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        <summary className="cursor-pointer font-medium text-slate-900">How we worked it out</summary>
        <ul className="mt-2 list-disc space-y-1.5 pl-5">
          <li>Road tax: {sources.roadTax}. {sources.roadTaxBasis}</li>
          <li>Insurance: {f.insuranceDetail.assumption} {sources.insurance}.</li>
          <li>Fees: {sources.fees}.</li>
          <li>Dealer charges (handling, accessories, extended warranty) are not included.</li>
        </ul>
      </details>
    </div>
  );
}

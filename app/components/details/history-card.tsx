import { Link } from "react-router";
import type { VehicleDetail } from "~/lib/vehicle";
import { SectionCard } from "./section-card";

const NOT_REPORTED = "Not reported";

function ownersText(count: number | undefined): string {
  if (count === undefined) return NOT_REPORTED;
  if (count === 1) return "First owner";
  return `${count} owners`;
}

/**
 * Vehicle history from what the listing really records. Service records and an inspection
 * report appear only when the seller provides them; none of our sources do yet.
 */
export function HistoryCard({ vehicle }: { vehicle: VehicleDetail }) {
  const rows: [string, string][] = [
    ["Owners", ownersText(vehicle.ownerCount)],
    ["Registration year", String(vehicle.year)],
    ["City", vehicle.city],
    ["Service records", NOT_REPORTED],
    ["Inspection report", NOT_REPORTED],
  ];
  return (
    <SectionCard id="history" title="Vehicle history">
      <dl className="grid grid-cols-1 gap-y-2 sm:grid-cols-2 sm:gap-x-6">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 border-b border-slate-100 pb-2">
            <dt className="text-slate-600">{label}</dt>
            <dd className={`font-medium ${value === NOT_REPORTED ? "text-slate-600" : "text-slate-900"}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-600">
        Ask the seller for the service book and an independent inspection before you pay. Our{" "}
        <Link to="/guides/used-car-inspection" className="font-medium text-brand-700 underline">
          inspection checklist
        </Link>{" "}
        shows what to look at.
      </p>
    </SectionCard>
  );
}

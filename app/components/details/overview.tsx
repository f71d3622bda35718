import { beyondStandard } from "~/lib/equipment";
import { sourceLabel } from "~/lib/vehicle-vocabulary";
import { formatKm } from "~/lib/format-inr";
import type { VehicleDetail } from "~/lib/vehicle";
import { formatListedDate } from "./format-date";
import { SectionCard } from "./section-card";

const orNA = (value: string | number | null | undefined) => (value === null || value === undefined || value === "" ? "N/A" : String(value));

/** Vehicle Overview (spec section 2): each field 'N/A' when the listing does not say. Distances in km. */
export function Overview({ vehicle }: { vehicle: VehicleDetail }) {
  const rows: [string, string][] = [
    ["Make", orNA(vehicle.make)],
    ["Model", orNA(vehicle.model)],
    ["Variant", orNA(vehicle.variant)],
    ["Kilometres driven", formatKm(vehicle.mileage)],
    ["Location", orNA(vehicle.location)],
    ["Exterior Color", orNA(vehicle.exteriorColor)],
    ["Interior Color", orNA(vehicle.interiorColor)],
    ["Fuel Type", orNA(vehicle.fuelType)],
    ["Transmission", orNA(vehicle.transmission)],
    ["Listed Date", formatListedDate(vehicle.listedDate)],
    ["Source", orNA(sourceLabel(vehicle.source))],
  ];
  // What the seller listed beyond the variant's standard kit, which has its own section.
  const features = vehicle.standardEquipment ? beyondStandard(vehicle.features, vehicle.standardEquipment.names) : vehicle.features;
  return (
    <SectionCard id="overview" title="Vehicle Overview">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {features.length > 0 && (
        <>
          <h3 className="mt-5 font-semibold text-slate-900">{vehicle.standardEquipment ? "Also listed by the seller" : "Features"}</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {features.map((feature) => (
              <li key={feature} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900">
                {feature}
              </li>
            ))}
          </ul>
        </>
      )}
      {vehicle.description && (
        <>
          <h3 className="mt-5 font-semibold text-slate-900">Description</h3>
          <p className="mt-1 whitespace-pre-line text-slate-700">{vehicle.description}</p>
        </>
      )}
    </SectionCard>
  );
}

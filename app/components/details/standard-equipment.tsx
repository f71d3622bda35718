import type { StandardEquipmentNote } from "~/lib/vehicle";
import { SectionCard } from "./section-card";

/**
 * The catalogue variant's standard equipment, kept apart from what the seller listed and
 * labelled as the car's kit when new: a used car's may have changed since.
 */
export function StandardEquipment({ equipment }: { equipment: StandardEquipmentNote }) {
  return (
    <SectionCard id="equipment" title="Equipment">
      <h3 className="font-semibold text-slate-900">{equipment.label}</h3>
      <p className="mt-1 text-sm text-slate-600">{equipment.source}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {equipment.names.map((name) => (
          <li key={name} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
            {name}
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}

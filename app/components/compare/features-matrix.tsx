import { Check, Minus, X } from "lucide-react";
import type { FeatureCell, FeatureGroup } from "~/lib/compare-features";
import { CollapsibleSection, CompareRowView, CompareTable } from "./spec-table";

interface FeaturesMatrixProps {
  groups: FeatureGroup[];
  carNames: string[];
  highlight: boolean;
}

/** Which car has which feature, grouped; a row differs when the cars' cells differ. */
export function FeaturesMatrix({ groups, carNames, highlight }: FeaturesMatrixProps) {
  if (groups.length === 0) return <p className="text-slate-700">None of these listings states its features.</p>;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">From the listings and the catalogue specifications of each variant. “Not stated” means neither source says.</p>
      {groups.map((group) => (
        <CollapsibleSection key={group.id} title={group.title} defaultOpen>
          <CompareTable caption={group.title} carNames={carNames} rowHeader="Feature">
            {group.rows.map((row) => (
              <CompareRowView key={row.name} label={row.name} differs={highlight && new Set(row.cells.map(cellText)).size > 1}>
                {row.cells.map((cell, i) => (
                  <td key={i} className="px-3 py-2">
                    <Cell cell={cell} />
                  </td>
                ))}
              </CompareRowView>
            ))}
          </CompareTable>
        </CollapsibleSection>
      ))}
    </div>
  );
}

const cellText = (cell: FeatureCell) => (cell.presence === "yes" ? (cell.detail ?? "Yes") : cell.presence === "no" ? "No" : "Not stated");

function Cell({ cell }: { cell: FeatureCell }) {
  if (cell.presence === "yes")
    return (
      <span className="inline-flex items-center gap-1 font-medium text-emerald-800">
        <Check aria-hidden="true" className="h-4 w-4" />
        {cellText(cell)}
      </span>
    );
  if (cell.presence === "no")
    return (
      <span className="inline-flex items-center gap-1 text-slate-700">
        <X aria-hidden="true" className="h-4 w-4" />
        No
      </span>
    );
  return (
    <span className="inline-flex items-center gap-1 text-slate-600">
      <Minus aria-hidden="true" className="h-4 w-4" />
      Not stated
    </span>
  );
}

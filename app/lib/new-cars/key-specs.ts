/**
 * A variant's key specifications in the five groups a model page shows: the shared spec rows
 * (app/lib/spec-rows.ts, as details and compare show them) with infotainment split out of
 * comfort and the safety and comfort facts those pages leave out. Booleans read Yes/No; a value
 * the catalogue does not state reads 'N/A'.
 */
import { NOT_AVAILABLE, specSections, type SpecRow } from "../spec-rows";
import type { VariantSpecs } from "../variant-specs";

export interface KeySpecGroup {
  id: "engine" | "dimensions" | "safety" | "comfort" | "infotainment";
  title: string;
  rows: SpecRow[];
}

const INFOTAINMENT_KEYS = new Set(["infotainment", "carplay"]);

const yesNo = (value: boolean | null): string => (value === null ? NOT_AVAILABLE : value ? "Yes" : "No");
const textOf = (value: string | null): string => value?.trim() || NOT_AVAILABLE;

export function keySpecGroups(specs: VariantSpecs): KeySpecGroup[] {
  const sections = specSections(specs);
  const rowsOf = (id: string) => sections.find((s) => s.id === id)?.rows ?? [];
  const comfort = rowsOf("comfort");
  const { safety: s, comfort: c } = specs;
  return [
    { id: "engine", title: "Engine & Performance", rows: rowsOf("engine") },
    { id: "dimensions", title: "Dimensions & Capacity", rows: rowsOf("dimensions") },
    {
      id: "safety",
      title: "Safety",
      rows: [
        ...rowsOf("safety"),
        { key: "brakeAssist", label: "Brake assist", value: yesNo(s.brakeAssist) },
        { key: "tractionControl", label: "Traction control", value: yesNo(s.tractionControl) },
        { key: "tpms", label: "Tyre pressure monitor", value: yesNo(s.tyrePressureMonitor) },
      ],
    },
    {
      id: "comfort",
      title: "Comfort & Convenience",
      rows: [
        ...comfort.filter((r) => !INFOTAINMENT_KEYS.has(r.key)),
        { key: "airConditioning", label: "Air conditioning", value: textOf(c.airConditioning) },
        { key: "keylessEntry", label: "Keyless entry", value: textOf(c.keylessEntry) },
        { key: "pushButtonStart", label: "Push-button start", value: yesNo(c.pushButtonStart) },
        { key: "heatedSeats", label: "Heated seats", value: yesNo(c.heatedSeats) },
      ],
    },
    {
      id: "infotainment",
      title: "Infotainment",
      rows: [
        ...comfort.filter((r) => r.key === "infotainment"),
        { key: "androidAuto", label: "Android Auto", value: yesNo(c.androidAuto) },
        { key: "appleCarPlay", label: "Apple CarPlay", value: yesNo(c.appleCarPlay) },
        { key: "navigation", label: "Navigation", value: yesNo(c.navigation) },
      ],
    },
  ];
}

/**
 * Catalogue specifications as labelled rows in sections, shared by the details page and the
 * comparison table. A value the catalogue does not state is 'N/A', never a guess.
 */
import { groupIndianDecimal } from "./format-inr";
import type { VariantSpecs } from "./variant-specs";

export const NOT_AVAILABLE = "N/A";

export type SpecSectionId = "engine" | "dimensions" | "safety" | "comfort";

export interface SpecRow {
  key: string;
  label: string;
  /** Display text; NOT_AVAILABLE when the catalogue has no value. */
  value: string;
}

export interface SpecSection {
  id: SpecSectionId;
  title: string;
  rows: SpecRow[];
}

type Format<T> = (value: NonNullable<T>) => string;
type RowDef = { key: string; label: string; pick: (s: VariantSpecs) => unknown; format: Format<unknown> };

const yesNo: Format<unknown> = (v) => (v ? "Yes" : "No");
const unit = (suffix: string, digits = 0): Format<unknown> => (v) =>
  `${groupIndianDecimal(Number(v), digits)} ${suffix}`;
const text: Format<unknown> = (v) => String(v);

function row(key: string, label: string, pick: (s: VariantSpecs) => unknown, format: Format<unknown> = text): RowDef {
  return { key, label, pick, format };
}

const SECTIONS: { id: SpecSectionId; title: string; rows: RowDef[] }[] = [
  {
    id: "engine",
    title: "Engine & Performance",
    rows: [
      row("engineType", "Engine type", (s) => s.engine.engineType),
      row("displacement", "Displacement", (s) => s.engine.displacementCc, unit("cc")),
      row("power", "Power", (s) => s.performance.powerText ?? s.performance.powerBhp, (v) =>
        typeof v === "number" ? unit("bhp", 1)(v) : String(v),
      ),
      row("torque", "Torque", (s) => s.performance.torqueText ?? s.performance.torqueNm, (v) =>
        typeof v === "number" ? unit("Nm", 1)(v) : String(v),
      ),
      row("gearbox", "Gearbox", (s) => s.engine.gearbox),
      row("drivetrain", "Drivetrain", (s) => s.engine.drivetrain),
      row("fuelEconomy", "Mileage (ARAI)", (s) => s.performance.fuelEconomy, unit("km/l", 1)),
      row("range", "Range per charge", (s) => s.performance.rangeKm, unit("km")),
      row("emissionNorm", "Emission norm", (s) => s.engine.emissionNorm),
    ],
  },
  {
    id: "dimensions",
    title: "Dimensions",
    rows: [
      row("length", "Length", (s) => s.dimensions.lengthMm, unit("mm")),
      row("width", "Width", (s) => s.dimensions.widthMm, unit("mm")),
      row("height", "Height", (s) => s.dimensions.heightMm, unit("mm")),
      row("wheelbase", "Wheelbase", (s) => s.dimensions.wheelbaseMm, unit("mm")),
      row("groundClearance", "Ground clearance", (s) => s.dimensions.groundClearanceMm, unit("mm")),
      row("bootSpace", "Boot space", (s) => s.dimensions.bootSpaceLitres, unit("litres")),
      row("fuelTank", "Fuel tank", (s) => s.dimensions.fuelTankLitres, unit("litres")),
      row("seats", "Seats", (s) => s.dimensions.seats),
    ],
  },
  {
    id: "safety",
    title: "Safety Features",
    rows: [
      row("airbags", "Airbags", (s) => s.safety.airbags),
      row("abs", "ABS", (s) => s.safety.abs, yesNo),
      row("ebd", "EBD", (s) => s.safety.ebd, yesNo),
      row("esc", "Electronic stability control", (s) => s.safety.esc, yesNo),
      row("parkingSensors", "Parking sensors", (s) => s.safety.parkingSensors),
      row("camera", "Parking camera", (s) => s.safety.camera, yesNo),
      row("isofix", "ISOFIX child-seat mounts", (s) => s.safety.isofix, yesNo),
      row("hillAssist", "Hill assist", (s) => s.safety.hillAssist, yesNo),
    ],
  },
  {
    id: "comfort",
    title: "Comfort & Convenience",
    rows: [
      row("climateControl", "Climate control", (s) => s.comfort.climateControl, yesNo),
      row("leatherSeats", "Leather seats", (s) => s.comfort.leatherSeats, yesNo),
      row("ventilatedSeats", "Ventilated seats", (s) => s.comfort.ventilatedSeats, yesNo),
      row("sunroof", "Sunroof", (s) => s.comfort.sunroof, yesNo),
      row("infotainment", "Touchscreen", (s) => s.comfort.infotainmentSizeInch, unit("inch", 1)),
      row("carplay", "Android Auto / Apple CarPlay", (s) => s.comfort.androidAuto ?? s.comfort.appleCarPlay, yesNo),
      row("cruiseControl", "Cruise control", (s) => s.comfort.cruiseControl, yesNo),
      row("rearAcVents", "Rear AC vents", (s) => s.comfort.rearAcVents, yesNo),
    ],
  },
];

/** The four sections with every row; all values NOT_AVAILABLE when specs is null (model unknown). */
export function specSections(specs: VariantSpecs | null): SpecSection[] {
  return SECTIONS.map((section) => ({
    id: section.id,
    title: section.title,
    rows: section.rows.map((def) => {
      const raw = specs ? def.pick(specs) : null;
      return { key: def.key, label: def.label, value: raw == null || raw === "" ? NOT_AVAILABLE : def.format(raw) };
    }),
  }));
}

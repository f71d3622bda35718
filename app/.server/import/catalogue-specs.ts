/**
 * One row of cars_ds_final.csv -> the variant's columns, its VariantSpecs (units stripped, null
 * when not stated) and a readable feature list.
 */
import type { VariantSpecs } from "../../lib/variant-specs";
import type { BodyType, FuelType, Transmission } from "../../lib/vehicle-vocabulary";
import { normaliseCatalogueNames } from "./normalise-names";
import {
  parseFuelEconomy,
  parseInches,
  parseInteger,
  parseMeasure,
  parsePower,
  parseRupees,
  parseTorque,
  parseYesNo,
} from "./normalise-units";
import { normaliseBodyType, normaliseEmissionNorm, normaliseFuel, normaliseTransmission } from "./normalise-vocab";

export interface CatalogueVariantInput {
  sourceKey: string;
  make: string;
  model: string;
  variant: string;
  exShowroomPrice: number | null;
  fuelType: FuelType | null;
  transmission: Transmission | null;
  gearbox: string | null;
  bodyType: BodyType;
  seats: number | null;
  engineCc: number | null;
  powerBhp: number | null;
  torqueNm: number | null;
  fuelEconomy: number | null;
  rangeKm: number | null;
  specs: VariantSpecs;
  features: string[];
}

const text = (value: string | undefined) => {
  const t = (value ?? "").trim();
  return t === "" || /^(na|null)$/i.test(t) ? null : t;
};

/** "Rear sensors with camera", "Front & rear sensors with 360 degree view" show a camera. */
function hasCamera(parking: string | null): boolean | null {
  if (parking === null) return null;
  return /camera|360/i.test(parking);
}

/** `row` (the CSV row number) keys the variant only when the file lacks its index column. */
export function catalogueRowToVariant(v: Record<string, string>, row = 0): CatalogueVariantInput {
  const names = normaliseCatalogueNames(v.Make ?? "", v.Model ?? "", v.Variant ?? "");
  const fuel = normaliseFuel(v.Fuel_Type);
  const box = normaliseTransmission(v.Type);
  let power = parsePower(v.Power);
  let torque = parseTorque(v.Torque);
  // A few rows have power and torque swapped between the columns.
  if (power.bhp === null && torque.nm === null) {
    const swappedPower = parsePower(v.Torque);
    const swappedTorque = parseTorque(v.Power);
    if (swappedPower.bhp !== null || swappedTorque.nm !== null) {
      power = swappedPower;
      torque = swappedTorque;
    }
  }
  const cngEconomy = parseFuelEconomy(v.ARAI_Certified_Mileage_for_CNG);
  const fuelEconomy = fuel === "CNG" && cngEconomy !== null ? cngEconomy : parseFuelEconomy(v.ARAI_Certified_Mileage);
  const rangeKm = parseInteger(v.Electric_Range);
  const parking = text(v.Parking_Assistance);
  const ventilation = text(v.Ventilation_System);
  const seatsMaterial = text(v.Seats_Material);
  const otherSpecs = [text(v.Other_Specs), text(v.Other_specs)].filter((s) => s !== null).join(" ");
  const gears = parseInteger(v.Gears);
  const seats = parseInteger(v.Seating_Capacity);
  const displacementCc = parseInteger(v.Displacement);
  const specs: VariantSpecs = {
    engine: {
      displacementCc,
      cylinders: parseInteger(v.Cylinders),
      engineType: text(v.Engine_Type),
      fuelSystem: text(v.Fuel_System),
      emissionNorm: normaliseEmissionNorm(v.Emission_Norm),
      drivetrain: text(v.Drivetrain),
      turbocharged: parseYesNo(v.Turbocharger),
      gears,
      gearbox: box?.gearbox ?? null,
    },
    performance: {
      powerBhp: power.bhp,
      powerText: power.text,
      torqueNm: torque.nm,
      torqueText: torque.text,
      fuelEconomy,
      cityMileage: parseFuelEconomy(v.City_Mileage),
      highwayMileage: parseFuelEconomy(v.Highway_Mileage),
      rangeKm,
    },
    dimensions: {
      lengthMm: parseInteger(v.Length),
      widthMm: parseInteger(v.Width),
      heightMm: parseInteger(v.Height),
      wheelbaseMm: parseInteger(v.Wheelbase),
      groundClearanceMm: parseInteger(v.Ground_Clearance),
      kerbWeightKg: parseInteger(v.Kerb_Weight),
      bootSpaceLitres: parseInteger(v.Boot_Space),
      fuelTankLitres: parseMeasure(v.Fuel_Tank_Capacity),
      doors: parseInteger(v.Doors),
      seats,
    },
    safety: {
      airbags: parseInteger(v.Number_of_Airbags),
      abs: parseYesNo(v["ABS_(Anti-lock_Braking_System)"]),
      ebd: parseYesNo(v["EBD_(Electronic_Brake-force_Distribution)"]),
      esc: parseYesNo(v["ESP_(Electronic_Stability_Program)"]),
      brakeAssist: parseYesNo(v["EBA_(Electronic_Brake_Assist)"]),
      tractionControl: parseYesNo(v["ASR_/_Traction_Control"]),
      hillAssist: parseYesNo(v.Hill_Assist),
      isofix: parseYesNo(v["ISOFIX_(Child-Seat_Mount)"]),
      tyrePressureMonitor: parseYesNo(v.Tyre_Pressure_Monitoring_System),
      parkingSensors: parking,
      camera: hasCamera(parking),
    },
    comfort: {
      climateControl: ventilation === null ? null : /climate/i.test(ventilation),
      airConditioning: ventilation,
      leatherSeats: seatsMaterial === null ? null : /leather/i.test(seatsMaterial),
      ventilatedSeats: null,
      heatedSeats: parseYesNo(v.Heated_Seats),
      sunroof: /sun\s*roof|moon\s*roof|panoramic/i.test(otherSpecs) ? true : null,
      infotainmentSizeInch: parseInches(v.Infotainment_Screen),
      androidAuto: parseYesNo(v.Android_Auto),
      appleCarPlay: parseYesNo(v.Apple_CarPlay),
      cruiseControl: parseYesNo(v.Cruise_Control),
      keylessEntry: text(v.Keyless_Entry),
      pushButtonStart: parseYesNo(v["Start_/_Stop_Button"]),
      navigation: parseYesNo(v.Navigation_System),
      rearAcVents: parseYesNo(v.Second_Row_AC_Vents),
    },
    warranty: text(v.Basic_Warranty),
  };
  return {
    sourceKey: v[""] ? `cds:${v[""]}` : `cds:row${row}`,
    ...names,
    exShowroomPrice: parseRupees(v["Ex-Showroom_Price"]),
    fuelType: fuel,
    transmission: box?.transmission ?? null,
    gearbox: box?.gearbox ?? null,
    bodyType: normaliseBodyType(v.Body_Type, names.model),
    seats,
    engineCc: displacementCc,
    powerBhp: power.bhp,
    torqueNm: torque.nm,
    fuelEconomy,
    rangeKm,
    specs,
    features: featureList(specs, v),
  };
}

/** What a shopper would read on a spec sheet, in a stable order. */
export function featureList(specs: VariantSpecs, v: Record<string, string>): string[] {
  const { safety: s, comfort: c } = specs;
  const out: string[] = [];
  const add = (on: boolean | null | undefined, label: string) => {
    if (on) out.push(label);
  };
  if (s.airbags) out.push(s.airbags === 1 ? "1 Airbag" : `${s.airbags} Airbags`);
  add(s.abs, "ABS");
  add(s.ebd, "EBD");
  add(s.esc, "Electronic Stability Control");
  add(s.hillAssist, "Hill Assist");
  add(s.isofix, "ISOFIX");
  add(s.tyrePressureMonitor, "Tyre Pressure Monitor");
  const parking = s.parkingSensors ?? "";
  add(/front/i.test(parking), "Front Parking Sensors");
  add(/rear/i.test(parking) || /^yes$/i.test(parking), "Rear Parking Sensors");
  add(/360/.test(parking), "360 Degree Camera");
  add(s.camera && !/360/.test(parking), "Rear Parking Camera");
  add(c.climateControl, "Automatic Climate Control");
  add(c.rearAcVents, "Rear AC Vents");
  add(c.leatherSeats, "Leather Seats");
  add(c.heatedSeats, "Heated Seats");
  add(c.sunroof, "Sunroof");
  add(/touch/i.test(v.Infotainment_Screen ?? ""), "Touchscreen Infotainment");
  add(c.androidAuto, "Android Auto");
  add(c.appleCarPlay, "Apple CarPlay");
  add(parseYesNo(v.Bluetooth), "Bluetooth");
  add(c.navigation, "Navigation");
  add(c.cruiseControl, "Cruise Control");
  add(c.keylessEntry !== null, "Keyless Entry");
  add(c.pushButtonStart, "Push Button Start");
  add(parseYesNo(v.Paddle_Shifters), "Paddle Shifters");
  add(parseYesNo(v.Rain_Sensing_Wipers), "Rain Sensing Wipers");
  add(parseYesNo(v.Automatic_Headlamps), "Automatic Headlamps");
  add(parseYesNo(v["Heads-Up_Display"]), "Heads-Up Display");
  add(parseYesNo(v.Ambient_Lightning), "Ambient Lighting");
  return out;
}

/**
 * Catalogue specifications of one variant, as stored (jsonb) and served by the API.
 * Every value is null when the catalogue does not state it: the UI shows 'N/A', never a guess.
 */
export interface VariantSpecs {
  engine: {
    displacementCc: number | null;
    cylinders: number | null;
    engineType: string | null;
    fuelSystem: string | null;
    emissionNorm: string | null;
    drivetrain: string | null;
    turbocharged: boolean | null;
    gears: number | null;
    gearbox: string | null;
  };
  performance: {
    powerBhp: number | null;
    powerText: string | null;
    torqueNm: number | null;
    torqueText: string | null;
    /** ARAI certified km/l (km/kg for CNG). */
    fuelEconomy: number | null;
    cityMileage: number | null;
    highwayMileage: number | null;
    /** Electric range per charge in km. */
    rangeKm: number | null;
  };
  dimensions: {
    lengthMm: number | null;
    widthMm: number | null;
    heightMm: number | null;
    wheelbaseMm: number | null;
    groundClearanceMm: number | null;
    kerbWeightKg: number | null;
    bootSpaceLitres: number | null;
    fuelTankLitres: number | null;
    doors: number | null;
    seats: number | null;
  };
  safety: {
    airbags: number | null;
    abs: boolean | null;
    ebd: boolean | null;
    esc: boolean | null;
    brakeAssist: boolean | null;
    tractionControl: boolean | null;
    hillAssist: boolean | null;
    isofix: boolean | null;
    tyrePressureMonitor: boolean | null;
    parkingSensors: string | null;
    camera: boolean | null;
  };
  comfort: {
    climateControl: boolean | null;
    airConditioning: string | null;
    leatherSeats: boolean | null;
    ventilatedSeats: boolean | null;
    heatedSeats: boolean | null;
    sunroof: boolean | null;
    infotainmentSizeInch: number | null;
    androidAuto: boolean | null;
    appleCarPlay: boolean | null;
    cruiseControl: boolean | null;
    keylessEntry: string | null;
    pushButtonStart: boolean | null;
    navigation: boolean | null;
    rearAcVents: boolean | null;
  };
  warranty: string | null;
}

/** Specs with every value unknown: the starting point for a catalogue row or a test. */
export function emptySpecs(): VariantSpecs {
  const nulls = <K extends string>(keys: K[]) => Object.fromEntries(keys.map((k) => [k, null])) as Record<K, null>;
  return {
    engine: nulls(["displacementCc", "cylinders", "engineType", "fuelSystem", "emissionNorm", "drivetrain", "turbocharged", "gears", "gearbox"]),
    performance: nulls(["powerBhp", "powerText", "torqueNm", "torqueText", "fuelEconomy", "cityMileage", "highwayMileage", "rangeKm"]),
    dimensions: nulls(["lengthMm", "widthMm", "heightMm", "wheelbaseMm", "groundClearanceMm", "kerbWeightKg", "bootSpaceLitres", "fuelTankLitres", "doors", "seats"]),
    safety: nulls(["airbags", "abs", "ebd", "esc", "brakeAssist", "tractionControl", "hillAssist", "isofix", "tyrePressureMonitor", "parkingSensors", "camera"]),
    comfort: nulls(["climateControl", "airConditioning", "leatherSeats", "ventilatedSeats", "heatedSeats", "sunroof", "infotainmentSizeInch", "androidAuto", "appleCarPlay", "cruiseControl", "keylessEntry", "pushButtonStart", "navigation", "rearAcVents"]),
    warranty: null,
  };
}

import { describe, expect, it } from "vitest";
import { catalogueRowToVariant } from "./catalogue-specs";
import { NANO_ROW } from "./test-fixtures";

describe("catalogueRowToVariant", () => {
  const nano = catalogueRowToVariant(NANO_ROW);

  it("keys the variant by catalogue row index and normalises names", () => {
    expect(nano).toMatchObject({ sourceKey: "cds:0", make: "Tata", model: "Nano Genx", variant: "Xt" });
  });

  it("strips units from the columns", () => {
    expect(nano).toMatchObject({
      exShowroomPrice: 292667,
      fuelType: "Petrol",
      transmission: "Manual",
      gearbox: "Manual",
      bodyType: "Hatchback",
      seats: 4,
      engineCc: 624,
      powerBhp: 37.5,
      torqueNm: 51,
      fuelEconomy: 23.6,
      rangeKm: null,
    });
    expect(nano.specs.dimensions).toMatchObject({
      lengthMm: 3164, widthMm: 1750, heightMm: 1652, wheelbaseMm: 2230, groundClearanceMm: 180,
      kerbWeightKg: 660, bootSpaceLitres: 110, fuelTankLitres: 24, doors: 5, seats: 4,
    });
    expect(nano.specs.engine).toMatchObject({ displacementCc: 624, cylinders: 2, gears: 4, emissionNorm: "BS IV", turbocharged: null });
    expect(nano.specs.performance).toMatchObject({ powerText: "38PS@5500rpm", torqueText: "51Nm@4000rpm", cityMileage: 23.6, highwayMileage: null });
  });

  it("reads comfort and safety equipment, null when not stated", () => {
    expect(nano.specs.comfort).toMatchObject({
      climateControl: false,
      airConditioning: "Manual Air conditioning with cooling and heating",
      leatherSeats: false,
      keylessEntry: "Remote",
      pushButtonStart: true,
      sunroof: null,
      androidAuto: null,
    });
    expect(nano.specs.safety).toMatchObject({ airbags: null, abs: null, parkingSensors: null, camera: null });
    expect(nano.specs.warranty).toBe("2 years /75000 Kms (years/distance whichever comes first)");
    expect(nano.features).toEqual(["Bluetooth", "Keyless Entry", "Push Button Start"]);
  });

  it("lists the features a richer variant has", () => {
    const rich = catalogueRowToVariant({
      ...NANO_ROW,
      "": "7",
      Number_of_Airbags: "6",
      "ABS_(Anti-lock_Braking_System)": "Yes",
      Parking_Assistance: "Rear sensors with camera",
      Ventilation_System: "Fully automatic climate control",
      Seats_Material: "Leather",
      Other_Specs: "Electric sunroof, chrome grille",
      Android_Auto: "Yes",
      Apple_CarPlay: "Yes",
      Cruise_Control: "Yes",
      Infotainment_Screen: "8 inch Touch Sensitive",
    });
    expect(rich.sourceKey).toBe("cds:7");
    expect(rich.specs.safety).toMatchObject({ airbags: 6, abs: true, camera: true, parkingSensors: "Rear sensors with camera" });
    expect(rich.specs.comfort).toMatchObject({ climateControl: true, leatherSeats: true, sunroof: true, infotainmentSizeInch: 8 });
    for (const feature of ["6 Airbags", "ABS", "Rear Parking Sensors", "Rear Parking Camera", "Automatic Climate Control",
      "Leather Seats", "Sunroof", "Touchscreen Infotainment", "Android Auto", "Apple CarPlay", "Cruise Control",
      "Keyless Entry", "Push Button Start"]) {
      expect(rich.features).toContain(feature);
    }
  });

  it("maps gearboxes, CNG and blank body types", () => {
    const amt = catalogueRowToVariant({ ...NANO_ROW, Type: "AMT", Fuel_Type: "CNG + Petrol", ARAI_Certified_Mileage_for_CNG: "30.47 km/kg" });
    expect(amt).toMatchObject({ transmission: "Automatic", gearbox: "AMT", fuelType: "CNG", fuelEconomy: 30.47 });
    const pickup = catalogueRowToVariant({ ...NANO_ROW, Make: "Isuzu", Model: "Dmax V-Cross", Body_Type: "" });
    expect(pickup).toMatchObject({ model: "D-Max V-Cross", bodyType: "Pickup" });
  });

  it("reads electric range and kW power, and unswaps power and torque", () => {
    const ev = catalogueRowToVariant({ ...NANO_ROW, Fuel_Type: "Electric", Power: "73.5kW@4000rpm", Electric_Range: "312 km/full charge" });
    expect(ev).toMatchObject({ fuelType: "Electric", powerBhp: 98.6, rangeKm: 312 });
    const swapped = catalogueRowToVariant({ ...NANO_ROW, Power: "1600Nm@2000-6000rpm", Torque: "1479bhp@6700rpm" });
    expect(swapped).toMatchObject({ powerBhp: 1479, torqueNm: 1600 });
  });

  it("turns kgm torque into Nm", () => {
    expect(catalogueRowToVariant({ ...NANO_ROW, Torque: "10.1kgm@4500RPM" }).torqueNm).toBe(99);
  });
});

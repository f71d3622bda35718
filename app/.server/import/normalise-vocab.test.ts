import { describe, expect, it } from "vitest";
import {
  normaliseBodyType,
  normaliseEmissionNorm,
  normaliseFuel,
  normaliseOwner,
  normaliseSellerType,
  normaliseTransmission,
} from "./normalise-vocab";

describe("normaliseFuel", () => {
  it("maps the data sets' fuels", () => {
    expect(normaliseFuel("Petrol")).toBe("Petrol");
    expect(normaliseFuel("Diesel")).toBe("Diesel");
    expect(normaliseFuel("CNG")).toBe("CNG");
    expect(normaliseFuel("CNG + Petrol")).toBe("CNG");
    expect(normaliseFuel("LPG")).toBe("LPG");
    expect(normaliseFuel("Electric")).toBe("Electric");
    expect(normaliseFuel("Hybrid")).toBe("Hybrid");
  });

  it("returns null for unknown or blank fuels", () => {
    expect(normaliseFuel("")).toBeNull();
    expect(normaliseFuel("Steam")).toBeNull();
  });
});

describe("normaliseTransmission", () => {
  it("keeps Manual and Automatic", () => {
    expect(normaliseTransmission("Manual")).toEqual({ transmission: "Manual", gearbox: "Manual" });
    expect(normaliseTransmission("Automatic")).toEqual({ transmission: "Automatic", gearbox: "Automatic" });
  });

  it("counts AMT, CVT and DCT as Automatic and keeps the gearbox", () => {
    expect(normaliseTransmission("AMT")).toEqual({ transmission: "Automatic", gearbox: "AMT" });
    expect(normaliseTransmission("CVT")).toEqual({ transmission: "Automatic", gearbox: "CVT" });
    expect(normaliseTransmission("DCT")).toEqual({ transmission: "Automatic", gearbox: "DCT" });
  });

  it("returns null for blanks", () => {
    expect(normaliseTransmission("")).toBeNull();
    expect(normaliseTransmission("Hovercraft")).toBeNull();
  });
});

describe("normaliseBodyType", () => {
  it("maps catalogue body types onto BODY_TYPES", () => {
    expect(normaliseBodyType("SUV", "Creta")).toBe("SUV");
    expect(normaliseBodyType("MPV", "Ertiga")).toBe("MUV");
    expect(normaliseBodyType("MUV", "Xylo")).toBe("MUV");
    expect(normaliseBodyType("Crossover", "Urban Cross")).toBe("SUV");
    expect(normaliseBodyType("Pick-up", "D-Max V-Cross")).toBe("Pickup");
    expect(normaliseBodyType("Sports", "GT-R")).toBe("Coupe");
  });

  it("takes the first known entry of a list", () => {
    expect(normaliseBodyType("Sedan, Coupe", "CLS")).toBe("Sedan");
    expect(normaliseBodyType("Crossover, SUV", "X")).toBe("SUV");
    expect(normaliseBodyType("Sports, Convertible", "Huracan")).toBe("Convertible");
  });

  it("derives a blank body type from the model name", () => {
    expect(normaliseBodyType("", "Dmax V-Cross")).toBe("Pickup");
    expect(normaliseBodyType("", "Cayenne Coupe")).toBe("Coupe");
    expect(normaliseBodyType("", "Quattroporte")).toBe("Sedan");
  });
});

describe("normaliseOwner", () => {
  it("maps owner words to counts", () => {
    expect(normaliseOwner("First")).toBe(1);
    expect(normaliseOwner("First Owner")).toBe(1);
    expect(normaliseOwner("Second Owner")).toBe(2);
    expect(normaliseOwner("Third")).toBe(3);
    expect(normaliseOwner("Fourth & Above")).toBe(4);
    expect(normaliseOwner("Fourth & Above Owner")).toBe(4);
  });

  it("a test-drive car has had no owner", () => {
    expect(normaliseOwner("Test Drive Car")).toBe(0);
  });

  it("returns null for unknown values", () => {
    expect(normaliseOwner("")).toBeNull();
    expect(normaliseOwner("Many")).toBeNull();
  });
});

describe("normaliseSellerType", () => {
  it("maps seller types", () => {
    expect(normaliseSellerType("Individual")).toBe("individual");
    expect(normaliseSellerType("Dealer")).toBe("dealer");
    expect(normaliseSellerType("Trustmark Dealer")).toBe("trustmark_dealer");
    expect(normaliseSellerType("")).toBeNull();
  });
});

describe("normaliseEmissionNorm", () => {
  it("writes BS norms in Roman numerals", () => {
    expect(normaliseEmissionNorm("BS 6")).toBe("BS VI");
    expect(normaliseEmissionNorm("BS VI")).toBe("BS VI");
    expect(normaliseEmissionNorm("BS IV")).toBe("BS IV");
    expect(normaliseEmissionNorm("")).toBeNull();
  });
});

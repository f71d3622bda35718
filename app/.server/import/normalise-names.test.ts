import { describe, expect, it } from "vitest";
import {
  canonicalMake,
  cleanVariantName,
  compactKey,
  isLuxuryMake,
  normaliseCatalogueNames,
  prettifyName,
  splitListingName,
} from "./normalise-names";

describe("normaliseCatalogueNames", () => {
  it("fixes make capitalisation", () => {
    expect(normaliseCatalogueNames("Bmw", "3-Series", "320D Sport").make).toBe("BMW");
    expect(normaliseCatalogueNames("Mg", "Hector", "Style").make).toBe("MG");
    expect(normaliseCatalogueNames("Icml", "Extreme", "Std").make).toBe("ICML");
    expect(normaliseCatalogueNames("Dc", "Avanti", "Std").make).toBe("DC");
    expect(normaliseCatalogueNames("Maruti Suzuki", "Xl6", "Zeta").model).toBe("XL6");
  });

  it("mends the split Land Rover and Wagon R names", () => {
    expect(normaliseCatalogueNames("Land Rover Rover", "Range Sport", "3.0L Tdv6 S Diesel")).toEqual({
      make: "Land Rover",
      model: "Range Rover Sport",
      variant: "3.0L TDV6 S Diesel",
    });
    expect(normaliseCatalogueNames("Land Rover Rover", "Range", "Vogue").model).toBe("Range Rover");
    expect(normaliseCatalogueNames("Land Rover Rover", "Range Evoque", "Se").model).toBe("Range Rover Evoque");
    expect(normaliseCatalogueNames("Maruti Suzuki R", "Wagon", "Vxi")).toMatchObject({ make: "Maruti Suzuki", model: "Wagon R" });
  });

  it("infers a blank make from the model", () => {
    expect(normaliseCatalogueNames("", "Mercedes-Benz E-Class", "E 200")).toMatchObject({ make: "Mercedes-Benz", model: "E-Class" });
    expect(normaliseCatalogueNames("", "Rolls-Royce Ghost Series Ii", "Std")).toMatchObject({ make: "Rolls-Royce", model: "Ghost Series Ii" });
    expect(normaliseCatalogueNames("", "Go+", "T")).toMatchObject({ make: "Datsun", model: "Go+" });
    expect(normaliseCatalogueNames("", "Mercedes-Benz Gla-Class", "200").model).toBe("GLA-Class");
  });

  it("cleans variant names and never leaves them blank", () => {
    expect(normaliseCatalogueNames("Maruti Suzuki", "Alto", "Lxi Cng (Cng +").variant).toBe("LXi CNG");
    expect(normaliseCatalogueNames("Tata", "Nano Genx", "").variant).toBe("Standard");
  });
});

describe("prettifyName and cleanVariantName", () => {
  it("restores acronyms and brand spellings", () => {
    expect(prettifyName("Xuv500")).toBe("XUV500");
    expect(prettifyName("Cr-V")).toBe("CR-V");
    expect(prettifyName("Grand I10 Nios")).toBe("Grand i10 Nios");
    expect(prettifyName("Lc 500H")).toBe("LC 500h");
    expect(prettifyName("Vxi Amt")).toBe("VXi AMT");
    expect(prettifyName("1.6 Crdi Sx (O)")).toBe("1.6 CRDi SX (O)");
    expect(prettifyName("Amg-Gt")).toBe("AMG-GT");
    expect(prettifyName("Redi-Go")).toBe("Redi-Go");
  });

  it("cuts a variant name broken mid-parenthesis", () => {
    expect(cleanVariantName("Lxi (O) Cng (Cng +")).toBe("LXi (O) CNG");
    expect(cleanVariantName("Vxi (O)")).toBe("VXi (O)");
  });
});

describe("canonicalMake", () => {
  it("maps listing make spellings", () => {
    expect(canonicalMake("Maruti")).toBe("Maruti Suzuki");
    expect(canonicalMake("Land")).toBe("Land Rover");
    expect(canonicalMake("ISUZU")).toBe("Isuzu");
    expect(canonicalMake("Mercedes-Benz")).toBe("Mercedes-Benz");
    expect(canonicalMake("Mini")).toBe("Mini");
    expect(canonicalMake("Ashok")).toBe("Ashok Leyland");
    expect(canonicalMake("Hindustan")).toBe("Hindustan Motors");
    expect(canonicalMake("Bmw")).toBe("BMW");
    expect(canonicalMake("VOLVO")).toBe("Volvo");
  });
});

describe("splitListingName", () => {
  const known = ["Maruti Suzuki", "Land Rover", "Mercedes-Benz", "Mini", "Isuzu", "Hyundai", "Opel"];

  it("splits make and the remaining words", () => {
    expect(splitListingName("Maruti Swift Dzire VDI", known)).toEqual({ make: "Maruti Suzuki", words: ["Swift", "Dzire", "VDI"] });
    expect(splitListingName("Maruti Suzuki Swift VXI", known)).toEqual({ make: "Maruti Suzuki", words: ["Swift", "VXI"] });
    expect(splitListingName("Land Rover Range Rover 3.0 Diesel LWB Vogue", known)?.make).toBe("Land Rover");
    expect(splitListingName("Mercedes-Benz New C-Class 220 CDI AT", known)).toEqual({
      make: "Mercedes-Benz",
      words: ["New", "C-Class", "220", "CDI", "AT"],
    });
    expect(splitListingName("ISUZU D-Max V-Cross 4X4", known)?.make).toBe("Isuzu");
    expect(splitListingName("Mini Cooper Countryman D", known)).toEqual({ make: "Mini", words: ["Cooper", "Countryman", "D"] });
    expect(splitListingName("Ashok Leyland Stile LE", known)).toEqual({ make: "Ashok Leyland", words: ["Stile", "LE"] });
    expect(splitListingName("Hindustan Motors Contessa 2.0 DSL", known)?.make).toBe("Hindustan Motors");
  });

  it("unglues a make written together with its model", () => {
    expect(splitListingName("OpelCorsa 1.4Gsi", known)).toEqual({ make: "Opel", words: ["Corsa", "1.4Gsi"] });
  });

  it("knows names that start with a model", () => {
    expect(splitListingName("Ambassador Grand 2000 DSZ", known)).toEqual({ make: "Hindustan Motors", words: ["Ambassador", "Grand", "2000", "DSZ"] });
  });

  it("repairs words that lost their 'cc' upstream", () => {
    expect(splitListingName("Hyundai Aent GLE", known)?.words).toEqual(["Accent", "GLE"]);
  });

  it("returns null for a blank name", () => {
    expect(splitListingName("  ", known)).toBeNull();
  });
});

describe("isLuxuryMake and compactKey", () => {
  it("knows the luxury makes", () => {
    for (const make of ["Audi", "BMW", "Mercedes-Benz", "Jaguar", "Land Rover", "Volvo", "Lexus", "Porsche", "Maserati",
      "Ferrari", "Lamborghini", "Bentley", "Rolls-Royce", "Aston Martin", "Bugatti", "Mini"]) {
      expect(isLuxuryMake(make)).toBe(true);
    }
    expect(isLuxuryMake("Maruti Suzuki")).toBe(false);
    expect(isLuxuryMake("bmw")).toBe(true);
  });

  it("compares names ignoring case, spaces and hyphens", () => {
    expect(compactKey("XUV 500")).toBe(compactKey("Xuv500"));
    expect(compactKey("Cr-V")).toBe("crv");
    expect(compactKey("Go+")).toBe("goplus");
  });
});

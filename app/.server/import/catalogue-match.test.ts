import { describe, expect, it } from "vitest";
import { bestVariant, CatalogueIndex, variantWords, type CatalogueMakeRef, type CatalogueVariantRef } from "./catalogue-match";

let nextId = 1;
const v = (name: string, fuelType: string, transmission = "Manual"): CatalogueVariantRef => ({
  id: nextId++, name, fuelType, transmission, gearbox: transmission, seats: 5, features: [name],
});
const model = (name: string, variants: CatalogueVariantRef[] = [], bodyType = "Hatchback") => ({ id: nextId++, name, bodyType, variants });

const catalogue: CatalogueMakeRef[] = [
  { id: 1, name: "Maruti Suzuki", models: [
    model("Swift", [v("VDi", "Diesel"), v("VXi", "Petrol"), v("VXi AMT", "Petrol", "Automatic")]),
    model("Dzire", [v("VDi", "Diesel")], "Sedan"),
    model("Wagon R", [v("VXi", "Petrol")]),
    model("Vitara Brezza", [], "SUV"),
    model("Alto"),
  ] },
  { id: 2, name: "Hyundai", models: [model("Creta", [v("1.6 CRDi SX (O)", "Diesel")], "SUV"), model("Santro"), model("Elite i20")] },
  { id: 3, name: "Mahindra", models: [model("XUV500", [], "SUV")] },
  { id: 4, name: "Mercedes-Benz", models: [model("C-Class", [], "Sedan")] },
  { id: 5, name: "Land Rover", models: [model("Range Rover", [], "SUV"), model("Range Rover Sport", [], "SUV")] },
  { id: 6, name: "Toyota", models: [model("Innova Crysta", [], "MUV")] },
  { id: 7, name: "Mini", models: [model("Countryman", [], "SUV")] },
  { id: 8, name: "Isuzu", models: [model("D-Max V-Cross", [], "Pickup")] },
];
const index = new CatalogueIndex(catalogue);

describe("CatalogueIndex.identify", () => {
  it("links make, model and a well-matching variant", () => {
    const id = index.identify("Maruti Swift VDI", "Diesel", "Manual")!;
    expect(id).toMatchObject({ make: "Maruti Suzuki", model: "Swift", variant: "VDI" });
    expect(id.makeRef?.id).toBe(1);
    expect(id.variantRef?.name).toBe("VDi");
  });

  it("prefers the longest model and applies renames", () => {
    const id = index.identify("Maruti Swift Dzire VDI", "Diesel", "Manual")!;
    expect(id.model).toBe("Dzire");
    expect(id.variant).toBe("VDI");
    expect(index.identify("Land Rover Range Rover Sport SE", "Diesel", "Automatic")?.model).toBe("Range Rover Sport");
    expect(index.identify("Land Rover Range Rover 3.0 Diesel LWB Vogue", "Diesel", "Automatic")).toMatchObject({
      model: "Range Rover", variant: "3.0 Diesel LWB Vogue",
    });
    expect(index.identify("Mini Cooper Countryman D", "Diesel", "Automatic")?.model).toBe("Countryman");
    expect(index.identify("Hyundai i20 Asta 1.2", "Petrol", "Manual")?.model).toBe("Elite i20");
  });

  it("tolerates spaces and hyphens", () => {
    expect(index.identify("Mahindra XUV 500 W8 2WD", "Diesel", "Manual")).toMatchObject({ model: "XUV500", variant: "W8 2WD" });
    expect(index.identify("Mahindra XUV500 W6", "Diesel", "Manual")?.modelRef?.name).toBe("XUV500");
    expect(index.identify("Maruti Wagon R LXI", "Petrol", "Manual")?.model).toBe("Wagon R");
    expect(index.identify("Maruti WagonR VXI", "Petrol", "Manual")?.model).toBe("Wagon R");
    expect(index.identify("ISUZU D-MAX V-Cross 4X4", "Diesel", "Manual")?.model).toBe("D-Max V-Cross");
  });

  it("drops a leading 'New'", () => {
    expect(index.identify("Mercedes-Benz New C-Class 220 CDI AT", "Diesel", "Automatic")).toMatchObject({
      model: "C-Class", variant: "220 CDI AT",
    });
  });

  it("does not let a shorter catalogue model claim a known older one", () => {
    const id = index.identify("Hyundai Santro Xing GLS", "Petrol", "Manual")!;
    expect(id).toMatchObject({ model: "Santro Xing", modelRef: null, variant: "GLS" });
  });

  it("keeps unknown models unlinked, first word as model", () => {
    expect(index.identify("Toyota Innova 2.5 G", "Diesel", "Manual")).toMatchObject({
      make: "Toyota", makeRef: catalogue[5], model: "Innova", modelRef: null, variant: "2.5 G",
    });
    expect(index.identify("Chevrolet Beat LT", "Petrol", "Manual")).toMatchObject({ make: "Chevrolet", makeRef: null, model: "Beat", variant: "LT" });
    expect(index.identify("Maruti Suzuki", "Petrol", "Manual")).toBeNull();
  });
});

describe("bestVariant", () => {
  const variants = catalogue[0].models[0].variants;

  it("respects fuel and transmission", () => {
    expect(bestVariant(variants, "VXI", "Petrol", "Manual")?.name).toBe("VXi");
    expect(bestVariant(variants, "VXI AMT", "Petrol", "Automatic")?.name).toBe("VXi AMT");
    expect(bestVariant(variants, "VDI", "Petrol", "Manual")).toBeNull();
  });

  it("ignores noise words and engine sizes one side does not give", () => {
    expect(bestVariant(variants, "VDI BSIV W ABS", "Diesel", "Manual")?.name).toBe("VDi");
    expect(bestVariant(variants, "1.3 VXi", "Petrol", "Manual")?.name).toBe("VXi");
    expect(bestVariant(catalogue[1].models[0].variants, "1.6 CRDi SX Option", "Diesel", "Manual")?.name).toBe("1.6 CRDi SX (O)");
  });

  it("rejects weak matches", () => {
    expect(bestVariant(variants, "Glam Limited Edition", "Petrol", "Manual")).toBeNull();
    expect(bestVariant(variants, null, "Petrol", "Manual")).toBeNull();
  });

  it("normalises variant words", () => {
    expect([...variantWords("1.2L VXi AGS (O) 2015-2019")]).toEqual(["1.2", "vxi", "amt", "o"]);
  });
});

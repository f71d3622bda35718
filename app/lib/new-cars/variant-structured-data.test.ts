import { describe, expect, it } from "vitest";
import { variantStructuredData } from "./variant-structured-data";

const facts = {
  make: "Maruti Suzuki",
  model: "Swift",
  variant: "Vxi",
  bodyType: "Hatchback",
  fuel: "Petrol",
  transmission: "Manual",
  seats: 5,
  exShowroom: 619_000,
  path: "/new-cars/maruti-suzuki/swift/vxi",
  makePath: "/search?make=Maruti+Suzuki",
  modelPath: "/new-cars/maruti-suzuki/swift",
};

describe("variant structured data", () => {
  it("is a Car with brand, model and an INR offer, and a five-step breadcrumb", () => {
    const [car, crumbs] = variantStructuredData("https://x.in", facts);
    expect(car).toMatchObject({
      "@type": ["Product", "Car"],
      brand: { "@type": "Brand", name: "Maruti Suzuki" },
      model: "Swift",
      offers: { "@type": "Offer", price: 619_000, priceCurrency: "INR", url: "https://x.in/new-cars/maruti-suzuki/swift/vxi" },
    });
    expect((crumbs as { itemListElement: { name: string }[] }).itemListElement.map((c) => c.name)).toEqual(["Home", "New Cars", "Maruti Suzuki", "Swift", "Vxi"]);
  });

  it("has no offer without a catalogue price", () => {
    const [car] = variantStructuredData("https://x.in", { ...facts, exShowroom: null });
    expect(car).not.toHaveProperty("offers");
  });
});

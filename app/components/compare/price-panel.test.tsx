import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { CompareVehicle } from "~/lib/compare";
import type { Vehicle } from "~/lib/vehicle";
import { PricePanel } from "./price-panel";

/** The page's visible text, one string per text node. */
const texts = (html: string) =>
  html
    .replace(/<[^>]+>/g, "|")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .split("|")
    .map((t) => t.trim())
    .filter(Boolean);

function render(cars: CompareVehicle[]) {
  const router = createMemoryRouter([{ path: "/", element: <PricePanel cars={cars} /> }]);
  return texts(renderToStaticMarkup(<RouterProvider router={router} />));
}

const vehicle: Vehicle = {
  id: "7",
  title: "Land Rover Range Rover 3.0 Vogue SE",
  make: "Land Rover",
  model: "Range Rover",
  variant: "3.0 Vogue SE",
  price: 9_900_000,
  year: 2019,
  mileage: 42_000,
  location: "Mumbai, Maharashtra",
  city: "Mumbai",
  fuelType: "Diesel",
  transmission: "Automatic",
  features: [],
  images: [],
  listedDate: "2026-10-01T00:00:00.000Z",
  daysOnMarket: 54,
  source: "CarWale",
  isNew: false,
  dealRating: "good",
  estimatedPrice: 10_900_000,
};

/** The Range Rover of issue 34: a ₹53.8 L market median beside a ₹1.09 Cr fair price. */
const rangeRover: CompareVehicle = {
  vehicle,
  specs: null,
  fairPrice: { estimate: 10_900_000, low: 9_800_000, high: 12_000_000, comparables: 14, basis: "14 comparable Land Rover Range Rover listings" },
  trend: {
    kind: "market",
    points: [5_600_000, 5_500_000, 5_500_000, 5_450_000, 5_400_000, 5_380_000, 5_380_000],
    listings: [30, 31, 32, 33, 34, 35, 35],
  },
  variantNewPrice: { variant: 23_800_000, modelMedian: 19_000_000 },
};

describe("PricePanel: the fair price and the market trend say what each is", () => {
  it("labels the fair price as this car's and the trend as every variant of its model year, and explains the gap", () => {
    const words = render([rangeRover]);
    expect(words).toContain("₹1,09,00,000");
    expect(words).toContain("Estimated for this car: its variant, km, owners and city.");
    expect(words).toContain("Market price trend, last 6 months");
    // The figure's caption (also its screen-reader table's caption).
    expect(words.filter((w) => w === "Median asking price of all 2019 Land Rover Range Rover listings on sale at each date (up to 35 cars, every variant), not a price for this car.")).toHaveLength(2);
    expect(words).toContain(
      "This car's fair price is 103% above the latest median: its variant (3.0 Vogue SE) is ₹2,38,00,000 ex-showroom, more than a typical Range Rover variant (₹1,90,00,000).",
    );
  });

  it("gives no explanation when the fair price is near the median", () => {
    const words = render([{ ...rangeRover, fairPrice: { ...rangeRover.fairPrice!, estimate: 5_600_000 } }]);
    expect(words.some((w) => w.startsWith("This car's fair price is"))).toBe(false);
    expect(words).toContain("Estimated for this car: its variant, km, owners and city.");
  });

  it("calls a line of the car's own price history this car's price", () => {
    const own: CompareVehicle = { ...rangeRover, trend: { kind: "listing", points: [null, null, null, 10_500_000, 10_500_000, 9_900_000, 9_900_000] } };
    const words = render([own]);
    expect(words).toContain("This car's price, last 6 months");
    expect(words).toContain("This car's own asking price, from its price history.");
    expect(words.some((w) => w.startsWith("This car's fair price is"))).toBe(false);
  });
});

import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { UsedAlternatives as Data } from "~/lib/new-cars/used-alternatives";
import type { CardVehicle } from "~/lib/vehicle";
import { ModelNews } from "./model-news";
import { SimilarModels } from "./similar-models";
import { UsedAlternatives } from "./used-alternatives";

function render(element: ReactElement) {
  const router = createMemoryRouter([{ path: "/", element }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

/** Each section is named by its h2, through an id that exists. */
function expectLabelledSection(html: string, id: string) {
  expect(html).toContain(`<section aria-labelledby="${id}"`);
  expect(html).toMatch(new RegExp(`<h2 id="${id}"`));
}

const car = {
  id: "7", title: "Hyundai Creta SX", make: "Hyundai", model: "Creta", year: 2019, price: 950_000, mileage: 40_000, fuelType: "Petrol",
  transmission: "Manual", location: "Pune", source: "CarWale", images: [], isNew: false, dealRating: "great", dealRatingReason: null, estimatedPrice: 1_100_000,
} as unknown as CardVehicle;

const used: Data = {
  make: "Hyundai", model: "Creta", total: 1234, searchHref: "/search?make=Hyundai&model=Creta&condition=used&sort=best_deal", cars: [car],
  curve: {
    points: [
      { year: 2018, listings: 12, medianPrice: 800_000, age: 8 },
      { year: 2021, listings: 30, medianPrice: 1_150_000, age: 5 },
    ],
    listings: 42, thinYears: [2012, 2014], samplePerYear: 200,
  },
};

describe("UsedAlternatives", () => {
  it("links to all the used cars with the count, shows rated cards and the curve's figures as a table", () => {
    const html = render(<UsedAlternatives {...used} />);
    expectLabelledSection(html, "used-alternatives-heading");
    expect(html).toContain('href="/search?make=Hyundai&amp;model=Creta&amp;condition=used&amp;sort=best_deal"');
    expect(html).toContain("View all 1,234 used Creta cars");
    expect(html).toContain("Great deal");
    expect(html).toContain("from 42 listings on CarSaathi");
    expect(html).toMatch(/<th scope="row"[^>]*>2021<\/th>.*₹11,50,000/);
    expect(html).toContain("Not shown: 2012 and 2014, with fewer than 3 cars on sale.");
    expect(html).toContain('aria-hidden="true"');
  });

  it("says so when none is on sale or too few for a curve, and promises no count", () => {
    const html = render(<UsedAlternatives {...used} total={0} cars={[]} curve={{ points: [], listings: 0, thinYears: [2020], samplePerYear: 200 }} />);
    expect(html).toContain("No used Hyundai Creta is on sale on CarSaathi right now.");
    expect(html).toContain("Too few used Hyundai Creta cars on sale to show prices by year.");
    expect(html).not.toContain("View all");
    expect(html).not.toContain("<table");
  });
});

describe("SimilarModels and ModelNews", () => {
  it("render cards in a named section", () => {
    const similar = render(
      <SimilarModels carName="Hyundai Creta" models={[{ id: 2, make: "Kia", name: "Seltos", bodyType: "SUV", fromPrice: 1_090_000, fuels: ["Diesel"], href: "/new-cars/kia/seltos" }]} />,
    );
    expectLabelledSection(similar, "similar-models-heading");
    expect(similar).toContain('href="/new-cars/kia/seltos"');
    expect(similar).toMatch(/from <data value="1090000">₹10,90,000<\/data>/);
    const article = { slug: "creta-review", title: "Creta review", excerpt: "x", category: "Market Analysis", tags: [], author: "Desk", publishedAt: "2026-03-10T05:30:00.000Z" };
    const news = render(<ModelNews carName="Hyundai Creta" articles={[article]} />);
    expectLabelledSection(news, "model-news-heading");
    expect(news).toContain('href="/news/creta-review"');
  });

  it("render nothing without cards", () => {
    expect(render(<SimilarModels carName="Hyundai Creta" models={[]} />)).toBe("");
    expect(render(<ModelNews carName="Hyundai Creta" articles={[]} />)).toBe("");
  });
});

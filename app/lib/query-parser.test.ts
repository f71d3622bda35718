import { describe, expect, it } from "vitest";
import { parse, vocab, YEAR } from "./__fixtures__/query-vocabulary";
import { parseQuery } from "./query-parser";

describe("parseQuery: canned queries of the product", () => {
  it.each([
    ["SUVs with sunroof under 15 lakh", { bodyType: ["SUV"], features: ["sunroof"], maxPrice: 1_500_000 }, {}],
    ["7-seater cars with automatic transmission", { minSeats: 7, transmission: ["Automatic"] }, {}],
    ["Electric vehicles with best range", { fuel: ["Electric"] }, { sortHint: "range_desc" }],
    ["Hatchbacks with best mileage", { bodyType: ["Hatchback"] }, { sortHint: "fuel_economy_desc" }],
    ["Luxury cars under 50 lakh", { luxury: true, maxPrice: 5_000_000 }, {}],
    ["Compact SUVs with diesel engine", { bodyType: ["SUV"], fuel: ["Diesel"] }, {}],
  ])("%s", (query, filters, order) => {
    expect(parse(query)).toEqual({ filters, text: "", ...order });
  });
});

describe("parseQuery: budgets", () => {
  it.each([
    ["under 15 lakh", 1_500_000],
    ["below 8L", 800_000],
    ["within 10 lakhs", 1_000_000],
    ["upto 5 lac", 500_000],
    ["up to 6 lacs", 600_000],
    ["less than 12 lakh", 1_200_000],
    ["under 1.5 crore", 15_000_000],
    ["under 2 cr", 20_000_000],
    ["under 800000", 800_000],
    ["under ₹15,00,000", 1_500_000],
    ["under Rs. 7.5 lakh", 750_000],
    ["under 500k", 500_000],
    ["budget 10 lakh", 1_000_000],
    ["12 lakh budget", 1_200_000],
    ["₹9,50,000", 950_000],
  ])("%s -> maxPrice %i", (query, maxPrice) => {
    expect(parse(query)).toEqual({ filters: { maxPrice }, text: "" });
  });

  it.each([
    ["above 20 lakh", 2_000_000],
    ["over 10L", 1_000_000],
    ["more than 5 lakh", 500_000],
    ["starting from 3 lakh", 300_000],
  ])("%s -> minPrice %i", (query, minPrice) => {
    expect(parse(query)).toEqual({ filters: { minPrice }, text: "" });
  });

  it.each([
    ["between 5 and 10 lakh", 500_000, 1_000_000],
    ["5-10 lakh", 500_000, 1_000_000],
    ["5 to 10 lakhs", 500_000, 1_000_000],
    ["between 5 lakh and 1 crore", 500_000, 10_000_000],
    ["between 5 and 10", 500_000, 1_000_000],
    ["around 7 lakh", 595_000, 805_000],
  ])("%s -> %i..%i", (query, minPrice, maxPrice) => {
    expect(parse(query)).toEqual({ filters: { minPrice, maxPrice }, text: "" });
  });

  it("reads a bare small number after a comparator as lakh", () => {
    expect(parse("swift under 6").filters).toEqual({ make: ["Maruti Suzuki"], model: ["Swift"], maxPrice: 600_000 });
  });

  it("does not read a year-sized bare number as a price", () => {
    expect(parse("from 2018").filters).toEqual({ minYear: 2018 });
  });

  it("does not read a bare engine size as a price", () => {
    expect(parse("1.5l petrol")).toEqual({ filters: { fuel: ["Petrol"] }, text: "1.5 l" });
  });
});

describe("parseQuery: years", () => {
  it.each([
    ["2019", { minYear: 2019, maxYear: 2019 }],
    ["2019 model", { minYear: 2019, maxYear: 2019 }],
    ["after 2018", { minYear: 2019 }],
    ["newer than 2018", { minYear: 2019 }],
    ["from 2018", { minYear: 2018 }],
    ["2018 onwards", { minYear: 2018 }],
    ["since 2018", { minYear: 2018 }],
    ["2018+", { minYear: 2018 }],
    ["before 2015", { maxYear: 2014 }],
    ["till 2015", { maxYear: 2015 }],
    ["between 2015 and 2018", { minYear: 2015, maxYear: 2018 }],
    ["2015-2018", { minYear: 2015, maxYear: 2018 }],
    ["under 5 years old", { minYear: 2020 }],
  ])("%s", (query, filters) => {
    expect(parse(query)).toEqual({ filters, text: "" });
  });

  it("ignores implausible years", () => {
    expect(parse("1985")).toEqual({ filters: {}, text: "1985" });
    expect(parse("2031")).toEqual({ filters: {}, text: "2031" });
  });

  it("keeps the year apart from a price in the same query", () => {
    expect(parse("hyundai creta 2019 under 10 lakh").filters).toEqual({
      make: ["Hyundai"], model: ["Creta"], minYear: 2019, maxYear: 2019, maxPrice: 1_000_000,
    });
  });
});

describe("parseQuery: kilometres", () => {
  it.each([
    ["under 50000 km", 50_000],
    ["less than 30k km", 30_000],
    ["below 40,000 kms driven", 40_000],
    ["under 1 lakh km", 100_000],
    ["low km", 50_000],
    ["low mileage driven", 50_000],
  ])("%s -> maxKm %i", (query, maxKm) => {
    expect(parse(query)).toEqual({ filters: { maxKm }, text: "" });
  });

  it("does not turn a km figure into a price", () => {
    expect(parse("under 20 km").filters).toEqual({ maxKm: 20 });
  });

  it("leaves a minimum km as text (there is no such filter)", () => {
    expect(parse("over 80000 km")).toEqual({ filters: {}, text: "80000 km" });
  });
});

describe("parseQuery: body, fuel, transmission, seats", () => {
  it.each([
    ["suvs", { bodyType: ["SUV"] }],
    ["sedan", { bodyType: ["Sedan"] }],
    ["hatch", { bodyType: ["Hatchback"] }],
    ["mpv", { bodyType: ["MUV"] }],
    ["coupe", { bodyType: ["Coupe"] }],
    ["cabriolet", { bodyType: ["Convertible"] }],
    ["pick-up truck", { bodyType: ["Pickup"] }],
    ["sedans and suvs", { bodyType: ["SUV", "Sedan"] }],
    ["gasoline", { fuel: ["Petrol"] }],
    ["cng", { fuel: ["CNG"] }],
    ["lpg", { fuel: ["LPG"] }],
    ["evs", { fuel: ["Electric"] }],
    ["battery cars", { fuel: ["Electric"] }],
    ["strong hybrid", { fuel: ["Hybrid"] }],
    ["amt", { transmission: ["Automatic"] }],
    ["cvt", { transmission: ["Automatic"] }],
    ["manual", { transmission: ["Manual"] }],
    ["petrol mt", { fuel: ["Petrol"], transmission: ["Manual"] }],
    ["seven seater", { minSeats: 7 }],
    ["7 seats", { minSeats: 7 }],
    ["8-seater", { minSeats: 8 }],
    ["7+ seater", { minSeats: 7 }],
  ])("%s", (query, filters) => {
    expect(parse(query)).toEqual({ filters, text: "" });
  });

  it("maps a 7 seater family car to seats only, not MUV", () => {
    expect(parse("7 seater family car")).toEqual({ filters: { minSeats: 7 }, text: "" });
  });

  it("reads AT as automatic after a car word but not as a preposition", () => {
    expect(parse("swift petrol at").filters).toEqual({
      make: ["Maruti Suzuki"], model: ["Swift"], fuel: ["Petrol"], transmission: ["Automatic"],
    });
    expect(parse("cars at pune").filters).toEqual({ city: ["Pune"] });
  });

  it("parses a combined query", () => {
    expect(parse("diesel automatic under 8L in pune")).toEqual({
      filters: { fuel: ["Diesel"], transmission: ["Automatic"], maxPrice: 800_000, city: ["Pune"] },
      text: "",
    });
  });
});

describe("parseQuery: makes and models", () => {
  it.each([
    ["creta", { make: ["Hyundai"], model: ["Creta"] }],
    ["hyundai creta 2019", { make: ["Hyundai"], model: ["Creta"], minYear: 2019, maxYear: 2019 }],
    ["honda city", { make: ["Honda"], model: ["City"] }],
    ["wagonr", { make: ["Maruti Suzuki"], model: ["Wagon R"] }],
    ["wagon r", { make: ["Maruti Suzuki"], model: ["Wagon R"] }],
    ["mahindra xuv 500", { make: ["Mahindra"], model: ["XUV500"] }],
    ["range rover sport", { make: ["Land Rover"], model: ["Range Rover Sport"] }],
    ["land rover range rover", { make: ["Land Rover"], model: ["Range Rover"] }],
    ["innova crysta", { make: ["Toyota"], model: ["Innova Crysta"] }],
    ["nexon ev", { make: ["Tata"], model: ["Nexon EV"] }],
    ["bmw 3 series", { make: ["BMW"], model: ["3 Series"] }],
    ["mercedes c class", { make: ["Mercedes-Benz"], model: ["C-Class"] }],
    ["maruti suzuki", { make: ["Maruti Suzuki"] }],
    ["Mercedes-Benz", { make: ["Mercedes-Benz"] }],
    ["merc", { make: ["Mercedes-Benz"] }],
    ["benz", { make: ["Mercedes-Benz"] }],
    ["vw polo", { make: ["Volkswagen"], model: ["Polo"] }],
    ["suzuki swift", { make: ["Maruti Suzuki"], model: ["Swift"] }],
    ["mg hector", { make: ["MG"], model: ["Hector"] }],
    ["kia or mg", { make: ["Kia", "MG"] }],
    ["datsun go", { make: ["Datsun"], model: ["Go"] }],
    ["maruti 800", { make: ["Maruti Suzuki"], model: ["800"] }],
  ])("%s", (query, filters) => {
    expect(parse(query)).toEqual({ filters, text: "" });
  });

  it("matches whole words only", () => {
    expect(parse("image")).toEqual({ filters: {}, text: "image" });
    expect(parse("nikia")).toEqual({ filters: {}, text: "nikia" });
  });

  it("does not take a generic word for a model without its make", () => {
    expect(parse("go")).toEqual({ filters: {}, text: "" });
    expect(parse("superb looks")).toEqual({ filters: {}, text: "superb looks" });
    expect(parse("skoda superb").filters).toEqual({ make: ["Skoda"], model: ["Superb"] });
  });
});

describe("parseQuery: cities", () => {
  it.each([
    ["in pune", ["Pune"]],
    ["bengaluru", ["Bangalore"]],
    ["bombay", ["Mumbai"]],
    ["new delhi", ["Delhi"]],
    ["delhi ncr", ["Delhi"]],
    ["mumbai or pune", ["Mumbai", "Pune"]],
  ])("%s", (query, city) => {
    expect(parse(query)).toEqual({ filters: { city }, text: "" });
  });

  it("resolves gurgaon only if the vocabulary has Gurugram", () => {
    expect(parse("gurgaon")).toEqual({ filters: {}, text: "gurgaon" });
    const withGurugram = { ...vocab, cities: [...vocab.cities, "Gurugram"] };
    expect(parseQuery("gurgaon", withGurugram, YEAR).filters).toEqual({ city: ["Gurugram"] });
  });

  it("prefers a city over a same-named model unless the make precedes it", () => {
    const withCityNamedCity = { ...vocab, cities: [...vocab.cities, "City"] };
    expect(parseQuery("city", withCityNamedCity, YEAR).filters).toEqual({ city: ["City"] });
    expect(parseQuery("honda city", withCityNamedCity, YEAR).filters).toEqual({ make: ["Honda"], model: ["City"] });
  });
});

describe("parseQuery: features, condition, luxury, owners", () => {
  it.each([
    ["sun roof", ["sunroof"]],
    ["moonroof", ["sunroof"]],
    ["cruise control", ["cruise control"]],
    ["android auto and apple carplay", ["android auto", "apple carplay"]],
    ["360 camera", ["camera"]],
    ["reverse camera", ["camera"]],
    ["leather seats", ["leather seats"]],
    ["ventilated seats", ["ventilated seats"]],
    ["6 airbags", ["6 airbags"]],
    ["six airbags", ["6 airbags"]],
    ["airbags", ["airbags"]],
    ["abs", ["abs"]],
    ["touchscreen", ["touchscreen"]],
    ["isofix", ["isofix"]],
    ["push button start", ["push button start"]],
    ["electronic stability control", ["esc"]],
    ["hill hold", ["hill assist"]],
    ["heated seats", ["heated seats"]],
  ])("%s", (query, features) => {
    expect(parse(query)).toEqual({ filters: { features }, text: "" });
  });

  it("does not take android auto or an electric sunroof for a gearbox or fuel", () => {
    expect(parse("electric sunroof android auto").filters).toEqual({ features: ["sunroof", "android auto"] });
  });

  it.each([
    ["new cars", "new"],
    ["brand new", "new"],
    ["used", "used"],
    ["second hand", "used"],
    ["pre-owned", "used"],
    ["preowned", "used"],
  ])("%s -> condition %s", (query, condition) => {
    expect(parse(query)).toEqual({ filters: { condition }, text: "" });
  });

  it("does not read newest as condition new", () => {
    expect(parse("newest")).toEqual({ filters: {}, sort: "year_desc", text: "" });
  });

  it("reads premium cars as luxury but a premium hatchback as a hatchback", () => {
    expect(parse("premium cars").filters).toEqual({ luxury: true });
    expect(parse("premium hatchback").filters).toEqual({ bodyType: ["Hatchback"] });
  });

  it("reads owner count", () => {
    expect(parse("1st owner").filters).toEqual({ owner: "1" });
    expect(parse("single owner").filters).toEqual({ owner: "1" });
    expect(parse("3+ owners").filters).toEqual({ owner: "3+" });
  });
});

describe("parseQuery: sorts", () => {
  it.each([
    ["cheapest swift in delhi", { make: ["Maruti Suzuki"], model: ["Swift"], city: ["Delhi"] }, "price_asc"],
    ["lowest price", {}, "price_asc"],
    ["budget cars", {}, "price_asc"],
    ["most expensive", {}, "price_desc"],
    ["costliest suv", { bodyType: ["SUV"] }, "price_desc"],
    ["newest bmw", { make: ["BMW"] }, "year_desc"],
    ["latest", {}, "year_desc"],
    ["lowest km", {}, "mileage_asc"],
    ["least driven", {}, "mileage_asc"],
  ])("%s", (query, filters, sort) => {
    expect(parse(query)).toEqual({ filters, sort, text: "" });
  });

  it.each([
    ["best mileage", "fuel_economy_desc"],
    ["most fuel efficient", "fuel_economy_desc"],
    ["fuel efficient", "fuel_economy_desc"],
    ["best fuel economy", "fuel_economy_desc"],
    ["longest range", "range_desc"],
  ])("%s -> sortHint %s", (query, sortHint) => {
    expect(parse(query)).toEqual({ filters: {}, sortHint, text: "" });
  });

  it("does not read under budget as a sort", () => {
    expect(parse("sedan under budget")).toEqual({ filters: { bodyType: ["Sedan"] }, text: "" });
  });

  it("keeps only the first sort phrase", () => {
    expect(parse("cheapest best mileage")).toEqual({ filters: {}, sort: "price_asc", text: "" });
  });
});

describe("parseQuery: leftover text and robustness", () => {
  it("keeps unknown words lower-cased, without stop-words", () => {
    expect(parse("Show me a RED Creta with Turbo")).toEqual({
      filters: { make: ["Hyundai"], model: ["Creta"] },
      text: "red turbo",
    });
  });

  it.each(["", "   ", "🚗🔥", "!!!", "'; DROP TABLE listings; --"])("never throws on %j", (query) => {
    expect(() => parse(query)).not.toThrow();
    expect(parse(query).filters).toEqual({});
  });

  it("keeps SQL-looking words as plain text", () => {
    expect(parse("'; DROP TABLE listings; --").text).toBe("drop table listings");
  });

  it("caps input at 200 characters", () => {
    const result = parse(`${"x ".repeat(2500)}creta`);
    expect(result.filters).toEqual({});
    expect(result.text).toBe(Array(100).fill("x").join(" "));
  });

  it("gives the same answer when the same vocabulary is reused", () => {
    const first = parse("cheapest diesel creta under 12 lakh in mumbai");
    expect(parse("cheapest diesel creta under 12 lakh in mumbai")).toEqual(first);
    expect(first).toEqual({
      filters: { make: ["Hyundai"], model: ["Creta"], maxPrice: 1_200_000, fuel: ["Diesel"], city: ["Mumbai"] },
      sort: "price_asc",
      text: "",
    });
  });

  it("returns an empty result for a non-string input", () => {
    expect(parseQuery(undefined as unknown as string, vocab)).toEqual({ filters: {}, text: "" });
  });

  it("works with an empty vocabulary", () => {
    expect(parseQuery("creta diesel in pune", { makes: [], models: [], cities: [] }, YEAR)).toEqual({
      filters: { fuel: ["Diesel"] },
      text: "creta pune",
    });
  });
});

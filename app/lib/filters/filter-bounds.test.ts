import { describe, expect, it } from "vitest";
import { yearChoices } from "./filter-bounds";

const bounds = { price: { min: 45_000, max: 9_00_00_000 }, year: { min: 2016, max: 2020 } };

describe("yearChoices", () => {
  it("lists the model years on sale, newest first", () => {
    expect(yearChoices(bounds)).toEqual([2020, 2019, 2018, 2017, 2016]);
  });
  it("adds a year the URL asks for outside them, so the picker can show it", () => {
    expect(yearChoices(bounds, 2014, undefined)).toEqual([2020, 2019, 2018, 2017, 2016, 2015, 2014]);
  });
  it("offers nothing before any car is on sale", () => {
    expect(yearChoices({ price: { min: 0, max: 0 }, year: { min: 0, max: 0 } })).toEqual([]);
  });
});

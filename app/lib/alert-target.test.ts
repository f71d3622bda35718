import { describe, expect, it } from "vitest";
import { parseAlertTarget } from "./alert-target";

describe("alert target price", () => {
  it("is optional: empty means any drop", () => {
    expect(parseAlertTarget("", 900_000)).toEqual({ ok: true, value: null });
    expect(parseAlertTarget(null, 900_000)).toEqual({ ok: true, value: null });
  });

  it("reads rupees with Indian grouping", () => {
    expect(parseAlertTarget("₹8,50,000", 900_000)).toEqual({ ok: true, value: 850_000 });
  });

  it("must be a whole number below today's price", () => {
    expect(parseAlertTarget("8.5 lakh", 900_000)).toMatchObject({ ok: false, error: "Enter the price in rupees, digits only" });
    expect(parseAlertTarget("900000", 900_000)).toMatchObject({ ok: false, error: "Enter a price below today's ₹9,00,000" });
    expect(parseAlertTarget("0", 900_000)).toMatchObject({ ok: false });
  });
});

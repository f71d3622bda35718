import { describe, expect, it } from "vitest";
import {
  KGM_TO_NM,
  parseFuelEconomy,
  parseInches,
  parseInteger,
  parseKm,
  parseLakh,
  parseMeasure,
  parseNumber,
  parsePower,
  parseRupees,
  parseTorque,
  parseYesNo,
} from "./normalise-units";

describe("parseRupees", () => {
  it("reads catalogue prices with Indian grouping", () => {
    expect(parseRupees("Rs. 2,92,667")).toBe(292667);
    expect(parseRupees("Rs. 1,23,45,678")).toBe(12345678);
    expect(parseRupees("₹ 5,50,000")).toBe(550000);
  });

  it("reads lakh and crore", () => {
    expect(parseRupees("2.3 Cr")).toBe(23_000_000);
    expect(parseRupees("1.39 Cr")).toBe(13_900_000);
    expect(parseRupees("16.06 Lakh")).toBe(1_606_000);
  });

  it("reads plain rupees and rejects blanks", () => {
    expect(parseRupees("450000")).toBe(450000);
    expect(parseRupees("")).toBeNull();
    expect(parseRupees("null")).toBeNull();
    expect(parseRupees("abc")).toBeNull();
    expect(parseRupees("0")).toBeNull();
  });
});

describe("parseLakh", () => {
  it("turns a lakh amount into rupees", () => {
    expect(parseLakh("160.00")).toBe(16_000_000);
    expect(parseLakh("4.5")).toBe(450_000);
    expect(parseLakh("0.44")).toBe(44_000);
    expect(parseLakh("")).toBeNull();
  });
});

describe("measures with units", () => {
  it("strips units", () => {
    expect(parseInteger("624 cc")).toBe(624);
    expect(parseMeasure("24 litres")).toBe(24);
    expect(parseInteger("1652 mm")).toBe(1652);
    expect(parseFuelEconomy("23.6 km/litre")).toBe(23.6);
    expect(parseInteger("660 kg")).toBe(660);
    expect(parseInteger("1582 CC")).toBe(1582);
    expect(parseInteger("1,248 CC")).toBe(1248);
  });

  it("reads listing fuel economy in kmpl and km/kg", () => {
    expect(parseFuelEconomy("19.67 kmpl")).toBe(19.67);
    expect(parseFuelEconomy("26.6 km/kg")).toBe(26.6);
    expect(parseFuelEconomy("23.4")).toBe(23.4);
  });

  it("treats blank, null, NA and zero as unknown", () => {
    expect(parseFuelEconomy("0.0 kmpl")).toBeNull();
    expect(parseInteger("")).toBeNull();
    expect(parseInteger("NA")).toBeNull();
    expect(parseNumber("null")).toBeNull();
    expect(parseNumber(undefined)).toBeNull();
  });

  it("takes the first number of a range", () => {
    expect(parseInteger("1020-1065 kg")).toBe(1020);
  });
});

describe("parsePower", () => {
  it("converts PS to bhp and keeps the text", () => {
    expect(parsePower("38PS@5500rpm")).toEqual({ bhp: 37.5, text: "38PS@5500rpm" });
    expect(parsePower("140ps@5500rpm").bhp).toBe(138.1);
  });

  it("reads bhp and hp in many spellings", () => {
    expect(parsePower("69bhp@6000rpm").bhp).toBe(69);
    expect(parsePower("178Bhp @ 4000").bhp).toBe(178);
    expect(parsePower("181 bhp @ 4250 rpm").bhp).toBe(181);
    expect(parsePower("265HP@4000rpm").bhp).toBe(265);
    expect(parsePower("126.2 bhp").bhp).toBe(126.2);
    expect(parsePower("74").bhp).toBe(74);
  });

  it("converts kW", () => {
    expect(parsePower("73.5kW@4000rpm").bhp).toBe(98.6);
  });

  it("gives null for null bhp, blanks and torque values", () => {
    expect(parsePower("null bhp")).toEqual({ bhp: null, text: null });
    expect(parsePower("")).toEqual({ bhp: null, text: null });
    expect(parsePower("1600Nm@2000-6000rpm").bhp).toBeNull();
  });
});

describe("parseTorque", () => {
  it("reads Nm in many spellings", () => {
    expect(parseTorque("51Nm@4000rpm")).toEqual({ nm: 51, text: "51Nm@4000rpm" });
    expect(parseTorque("114NM@3300rpm").nm).toBe(114);
    expect(parseTorque("400 Nm @ 1750 RPM").nm).toBe(400);
    expect(parseTorque("250Nm@1500-3500").nm).toBe(250);
    expect(parseTorque("99.04nm@4500RPM").nm).toBe(99);
  });

  it("converts kgm to Nm", () => {
    expect(parseTorque("10.1kgm@4500RPM").nm).toBe(Math.round(10.1 * KGM_TO_NM * 10) / 10);
    expect(parseTorque("8.3KGM@4500rpm").nm).toBe(81.4);
  });

  it("guesses the unit of a bare number and rejects power values", () => {
    expect(parseTorque("500@1600-4500rpm").nm).toBe(500);
    expect(parseTorque("22.4").nm).toBe(219.7);
    expect(parseTorque("1479bhp@6700rpm").nm).toBeNull();
    expect(parseTorque("").nm).toBeNull();
  });
});

describe("parseYesNo", () => {
  it("maps Yes/No/blank to true/false/null", () => {
    expect(parseYesNo("Yes")).toBe(true);
    expect(parseYesNo("No")).toBe(false);
    expect(parseYesNo("")).toBeNull();
    expect(parseYesNo(undefined)).toBeNull();
  });

  it("treats a description of the equipment as present and 'Not on offer' as absent", () => {
    expect(parseYesNo("Only front")).toBe(true);
    expect(parseYesNo("Not on offer")).toBe(false);
  });
});

describe("parseInches and parseKm", () => {
  it("reads screen sizes only when stated in inches", () => {
    expect(parseInches('7 inch touchscreen')).toBe(7);
    expect(parseInches('8" display')).toBe(8);
    expect(parseInches("10.25-inch")).toBe(10.25);
    expect(parseInches("Touch Sensitive")).toBeNull();
    expect(parseInches("Yes")).toBeNull();
  });

  it("reads kilometres, zero included", () => {
    expect(parseKm("145500")).toBe(145500);
    expect(parseKm("0")).toBe(0);
    expect(parseKm("-5")).toBeNull();
    expect(parseKm("")).toBeNull();
  });
});

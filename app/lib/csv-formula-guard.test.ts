import { describe, expect, it } from "vitest";
import { neutraliseFormula, restoreFormulaCell } from "./csv-formula-guard";

describe("CSV formula cells", () => {
  it("quotes every cell a spreadsheet would run as a formula", () => {
    for (const cell of ['=HYPERLINK("http://evil.example","x")', "+cmd|' /C calc'!A0", "-2+3+cmd|' /C calc'!A0", "@SUM(1+1)*cmd|' /C calc'!A0", "\t=1+1", "\r=1+1", "- new tyres", "=1"]) {
      expect(neutraliseFormula(cell)).toBe(`'${cell}`);
    }
  });

  it("leaves text, and a plain number with a sign, as typed", () => {
    for (const cell of ["Hyundai", "4,50,000", "-5000", "+4,50,000", "-12.5", "", "'already quoted", "a=b"]) expect(neutraliseFormula(cell)).toBe(cell);
  });

  it("restores exactly what it quoted, and nothing else", () => {
    for (const cell of ['=HYPERLINK("x")', "- new tyres", "\tx", "-5000", "'quoted by the dealer", "''=twice", "plain"]) {
      expect(restoreFormulaCell(neutraliseFormula(cell))).toBe(cell);
    }
    expect(restoreFormulaCell("'plain")).toBe("'plain");
  });
});

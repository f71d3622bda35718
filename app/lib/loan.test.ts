import { describe, expect, it } from "vitest";
import { defaultLoanInputs, leaseSummary, loanSummary, maxDownPayment, monthlyEmi, residualShare } from "./loan";

describe("monthlyEmi", () => {
  it("matches the published EMI for 10 lakh at 8.5% over 60 months", () => {
    expect(Math.round(monthlyEmi(1_000_000, 8.5, 60)!)).toBe(20_517);
  });

  it("matches other known figures", () => {
    expect(Math.round(monthlyEmi(500_000, 10, 36)!)).toBe(16_134);
    expect(Math.round(monthlyEmi(800_000, 9, 84)!)).toBe(12_871);
  });

  it("is not computable without something to borrow or a term", () => {
    expect(monthlyEmi(0, 8.5, 60)).toBeNull();
    expect(monthlyEmi(-5, 8.5, 60)).toBeNull();
    expect(monthlyEmi(100_000, 8.5, 0)).toBeNull();
    expect(monthlyEmi(Number.NaN, 8.5, 60)).toBeNull();
  });
});

describe("loanSummary", () => {
  it("gives EMI, total interest and total payable in whole rupees", () => {
    expect(loanSummary({ loanAmount: 1_000_000, downPayment: 0, termMonths: 60, annualRatePercent: 8.5 })).toEqual({
      principal: 1_000_000,
      monthlyPayment: 20_517,
      totalInterest: 231_020,
      totalPayable: 1_231_020,
    });
  });

  it("borrows only what the down payment leaves", () => {
    const summary = loanSummary({ loanAmount: 1_100_000, downPayment: 100_000, termMonths: 60, annualRatePercent: 8.5 });
    expect(summary?.principal).toBe(1_000_000);
    expect(summary?.monthlyPayment).toBe(20_517);
  });

  it("is null when the down payment covers the loan amount", () => {
    expect(loanSummary({ loanAmount: 300_000, downPayment: 300_000, termMonths: 60, annualRatePercent: 8.5 })).toBeNull();
  });
});

describe("defaults and limits", () => {
  it("starts at the price with 10% down, 60 months at 8.5%", () => {
    expect(defaultLoanInputs(754_321)).toEqual({ loanAmount: 754_321, downPayment: 75_432, termMonths: 60, annualRatePercent: 8.5 });
  });

  it("caps the down payment at half the price on the 500-rupee step", () => {
    expect(maxDownPayment(1_000_000)).toBe(500_000);
    expect(maxDownPayment(754_321)).toBe(377_000);
  });
});

describe("leaseSummary", () => {
  it("keeps 15% less value per year, never below 20%", () => {
    expect(residualShare(36)).toBeCloseTo(0.55);
    expect(residualShare(84)).toBe(0.2);
  });

  it("charges depreciation plus the money-factor finance charge", () => {
    // Net cost 9 lakh, residual 5.5 lakh: 3,50,000 / 36 + 14,50,000 × 8.5 / 2400 = 9,722.2 + 5,135.4.
    expect(leaseSummary({ loanAmount: 1_000_000, downPayment: 100_000, termMonths: 36, annualRatePercent: 8.5 })).toEqual({
      residualValue: 550_000,
      monthlyPayment: 14_858,
      totalPaid: 100_000 + 14_858 * 36,
    });
  });

  it("is null when the residual would exceed what is financed", () => {
    expect(leaseSummary({ loanAmount: 1_000_000, downPayment: 500_000, termMonths: 12, annualRatePercent: 8.5 })).toBeNull();
  });
});

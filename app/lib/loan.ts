/**
 * Car loan and lease arithmetic for the details page (spec sections 4, 5 and 9), shared by the
 * calculator and its tests. Money is whole rupees; anything that cannot be computed is null
 * and shown as 'N/A'.
 */

/** Spec section 9: term 12-84 months (default 60), interest 1-15% (default 8.5), down payment up to 50%. */
export const LOAN_TERM = { min: 12, max: 84, step: 12, default: 60 } as const;
export const INTEREST_RATE = { min: 1, max: 15, step: 0.1, default: 8.5 } as const;
export const DOWN_PAYMENT = { maxShare: 0.5, step: 500, defaultShare: 0.1 } as const;

/** The calculator's starting values for a car: loan amount at the price, 10% down (rounded). */
export function defaultLoanInputs(price: number) {
  return {
    loanAmount: price,
    downPayment: Math.round(price * DOWN_PAYMENT.defaultShare),
    termMonths: LOAN_TERM.default,
    annualRatePercent: INTEREST_RATE.default,
  };
}

/** Highest down payment the slider allows: half the price, on the 500-rupee step. */
export function maxDownPayment(price: number): number {
  return Math.max(0, Math.floor((price * DOWN_PAYMENT.maxShare) / DOWN_PAYMENT.step) * DOWN_PAYMENT.step);
}

/**
 * The standard reducing-balance EMI: P·r·(1+r)^n / ((1+r)^n − 1) with r the monthly rate.
 * Unrounded; null when there is nothing to borrow or the inputs are not numbers.
 */
export function monthlyEmi(principal: number, annualRatePercent: number, months: number): number | null {
  if (![principal, annualRatePercent, months].every(Number.isFinite)) return null;
  if (principal <= 0 || months <= 0 || annualRatePercent < 0) return null;
  const r = annualRatePercent / 12 / 100;
  if (r === 0) return principal / months;
  const growth = (1 + r) ** months;
  return (principal * r * growth) / (growth - 1);
}

export interface LoanInputs {
  loanAmount: number;
  downPayment: number;
  termMonths: number;
  annualRatePercent: number;
}

export interface LoanSummary {
  principal: number;
  monthlyPayment: number;
  totalInterest: number;
  /** Everything paid to the lender over the term (EMIs only, down payment excluded). */
  totalPayable: number;
}

/** EMI, total interest and total payable, rounded to rupees; null when not computable. */
export function loanSummary(inputs: LoanInputs): LoanSummary | null {
  const principal = inputs.loanAmount - inputs.downPayment;
  const emi = monthlyEmi(principal, inputs.annualRatePercent, inputs.termMonths);
  if (emi === null) return null;
  // Lenders charge the EMI in whole rupees, so the totals follow the rounded instalment.
  const monthlyPayment = Math.round(emi);
  const totalPayable = monthlyPayment * inputs.termMonths;
  return { principal, monthlyPayment, totalInterest: totalPayable - principal, totalPayable };
}

/**
 * Residual value rule for a lease (there is no lessor's figure to use): the car is assumed to
 * keep 100% minus 15% for each year of the lease, never less than 20% of its price.
 */
export const RESIDUAL_LOSS_PER_YEAR = 0.15;
export const RESIDUAL_FLOOR = 0.2;

export function residualShare(termMonths: number): number {
  return Math.max(RESIDUAL_FLOOR, 1 - RESIDUAL_LOSS_PER_YEAR * (termMonths / 12));
}

export interface LeaseSummary {
  residualValue: number;
  monthlyPayment: number;
  /** Down payment plus every monthly payment; the car is returned at the end. */
  totalPaid: number;
}

/**
 * The usual lease formula: depreciation ((net cost − residual) / months) plus a finance charge
 * ((net cost + residual) × money factor, money factor = annual rate / 2400).
 */
export function leaseSummary(inputs: LoanInputs): LeaseSummary | null {
  const { loanAmount, downPayment, termMonths, annualRatePercent } = inputs;
  if (![loanAmount, downPayment, termMonths, annualRatePercent].every(Number.isFinite)) return null;
  const netCost = loanAmount - downPayment;
  if (loanAmount <= 0 || netCost <= 0 || termMonths <= 0 || annualRatePercent < 0) return null;
  const residualValue = Math.round(loanAmount * residualShare(termMonths));
  if (residualValue >= netCost) return null;
  const monthly = (netCost - residualValue) / termMonths + (netCost + residualValue) * (annualRatePercent / 2400);
  const monthlyPayment = Math.round(monthly);
  return { residualValue, monthlyPayment, totalPaid: downPayment + monthlyPayment * termMonths };
}

import { formatInr } from "~/lib/format-inr";
import { leaseSummary, RESIDUAL_FLOOR, RESIDUAL_LOSS_PER_YEAR, residualShare, type LoanInputs } from "~/lib/loan";
import { ResultPanel } from "./result-panel";

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** Lease figures (lazy-loaded with the Lease tab), with the residual value rule spelled out. */
export default function LeaseResult({ inputs }: { inputs: LoanInputs }) {
  const summary = leaseSummary(inputs);
  return (
    <ResultPanel
      headline="Monthly lease payment"
      value={summary ? formatInr(summary.monthlyPayment) : "N/A"}
      rows={[
        [`Residual value (${percent(residualShare(inputs.termMonths))})`, summary ? formatInr(summary.residualValue) : "N/A"],
        ["Total paid over the lease", summary ? formatInr(summary.totalPaid) : "N/A"],
      ]}
      note={
        <>
          Residual value: we assume the car loses {percent(RESIDUAL_LOSS_PER_YEAR)} of its value for each year of the lease,
          never falling below {percent(RESIDUAL_FLOOR)}. Monthly payment = (value − down payment − residual) ÷ months +
          (value − down payment + residual) × rate ÷ 2400. A real lease quote may differ.
        </>
      }
    />
  );
}

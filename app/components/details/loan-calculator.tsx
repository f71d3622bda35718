import { lazy, Suspense, useId, useState } from "react";
import { formatInr } from "~/lib/format-inr";
import { defaultLoanInputs, INTEREST_RATE, loanSummary, LOAN_TERM, DOWN_PAYMENT, maxDownPayment, type LoanInputs } from "~/lib/loan";
import { ResultPanel } from "./result-panel";
import { SectionCard } from "./section-card";

// The lease figures are opened by few visitors: their code loads only when the tab is chosen.
const LeaseResult = lazy(() => import("./lease-result"));

type Tab = "loan" | "lease";

/** Loan and lease calculator with the spec's ranges, steps and defaults (sections 4, 5 and 9). */
export function LoanCalculator({ price }: { price: number }) {
  const [inputs, setInputs] = useState<LoanInputs>(() => defaultLoanInputs(price));
  const [tab, setTab] = useState<Tab>("loan");
  const id = useId();
  const set = (patch: Partial<LoanInputs>) => setInputs((current) => ({ ...current, ...patch }));
  const maxDown = maxDownPayment(price);

  return (
    <SectionCard id="calculator" title="Payment calculator">
      <div role="tablist" aria-label="Payment type" className="inline-flex rounded-lg bg-slate-100 p-1">
        {(["loan", "lease"] as const).map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            id={`${id}-${t}-tab`}
            aria-selected={tab === t}
            aria-controls={`${id}-panel`}
            onClick={() => setTab(t)}
            className={`rounded-md px-4 py-1.5 text-sm font-semibold ${tab === t ? "bg-white text-slate-900 shadow-sm" : "text-slate-700"}`}
          >
            {t === "loan" ? "Loan" : "Lease"}
          </button>
        ))}
      </div>

      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}-tab`} className="mt-4 grid gap-5 md:grid-cols-2">
        <div className="space-y-4">
          <div>
            <label htmlFor={`${id}-amount`} className="block text-sm font-medium text-slate-800">
              {tab === "loan" ? "Loan amount (₹)" : "Car value (₹)"}
            </label>
            <input
              id={`${id}-amount`}
              type="number"
              inputMode="numeric"
              min={0}
              step={1000}
              value={Number.isFinite(inputs.loanAmount) ? inputs.loanAmount : ""}
              onChange={(e) => set({ loanAmount: e.target.value === "" ? Number.NaN : Number(e.target.value) })}
              className="mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2 text-base"
            />
            <p className="mt-1 text-sm text-slate-600">{formatInr(inputs.loanAmount)}</p>
          </div>
          <Slider
            id={`${id}-down`}
            label="Down payment"
            value={inputs.downPayment}
            min={0}
            max={maxDown}
            step={DOWN_PAYMENT.step}
            display={formatInr(inputs.downPayment)}
            hint={`Up to 50% of the price (${formatInr(maxDown)})`}
            onChange={(downPayment) => set({ downPayment })}
          />
          <Slider
            id={`${id}-term`}
            label={tab === "loan" ? "Loan term" : "Lease term"}
            value={inputs.termMonths}
            min={LOAN_TERM.min}
            max={LOAN_TERM.max}
            step={LOAN_TERM.step}
            display={`${inputs.termMonths} months`}
            onChange={(termMonths) => set({ termMonths })}
          />
          <Slider
            id={`${id}-rate`}
            label="Interest rate"
            value={inputs.annualRatePercent}
            min={INTEREST_RATE.min}
            max={INTEREST_RATE.max}
            step={INTEREST_RATE.step}
            display={`${inputs.annualRatePercent.toFixed(1)}% a year`}
            onChange={(annualRatePercent) => set({ annualRatePercent: Math.round(annualRatePercent * 10) / 10 })}
          />
        </div>
        {tab === "loan" ? (
          <LoanResult inputs={inputs} />
        ) : (
          <Suspense fallback={<p className="text-slate-600">Loading lease figures…</p>}>
            <LeaseResult inputs={inputs} />
          </Suspense>
        )}
      </div>
    </SectionCard>
  );
}

function LoanResult({ inputs }: { inputs: LoanInputs }) {
  const summary = loanSummary(inputs);
  return (
    <ResultPanel
      headline="Monthly EMI"
      value={summary ? formatInr(summary.monthlyPayment) : "N/A"}
      rows={[
        ["Amount borrowed", summary ? formatInr(summary.principal) : "N/A"],
        ["Total interest", summary ? formatInr(summary.totalInterest) : "N/A"],
        ["Total payable", summary ? formatInr(summary.totalPayable) : "N/A"],
      ]}
      note="Reducing-balance EMI. Total payable is every EMI added up; the down payment is on top. Lenders' fees are not included."
    />
  );
}

interface SliderProps {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  display: string;
  hint?: string;
  onChange: (value: number) => void;
}

function Slider({ id, label, value, min, max, step, display, hint, onChange }: SliderProps) {
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <output htmlFor={id} className="text-sm font-semibold text-slate-900">
          {display}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={Math.min(max, Math.max(min, value))}
        aria-valuetext={display}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(Number(e.target.value))}
        className="mt-2 h-6 w-full accent-brand-700"
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

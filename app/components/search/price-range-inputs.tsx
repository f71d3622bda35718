import { memo, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from "react";
import type { Span } from "~/lib/filters/filter-bounds";
import { groupIndian } from "~/lib/format-inr";
import { applyMaxPrice, applyMinPrice, formatPriceInput, type PriceInputResult } from "~/lib/price-input";

interface Props {
  minPrice: number | undefined;
  maxPrice: number | undefined;
  /** The cheapest and dearest car on sale (filter-bounds.ts). */
  range: Span;
  /** Why the last value differs from what was typed; kept by the panel, as these boxes start afresh on each search. */
  note: string;
  onNote: (note: string) => void;
  onApply: (changes: { minPrice?: number | null; maxPrice?: number | null }) => void;
}

/**
 * Min/max price boxes. Typing keeps digits and commas only; leaving the box (or Enter) applies the
 * spec's clamping within the prices on sale, shows the value in Indian grouping, says why when it
 * is not what was typed, and runs the search. Values outside the range arrive only through the
 * URL and are shown as they are.
 */
export const PriceRangeInputs = memo(function PriceRangeInputs({ minPrice, maxPrice, range, note, onNote, onApply }: Props) {
  const id = useId();
  const [minText, setMinText] = useState(minPrice === undefined ? "" : formatPriceInput(minPrice));
  const [maxText, setMaxText] = useState(maxPrice === undefined ? "" : formatPriceInput(maxPrice));
  const bounds = { rangeMin: range.min, rangeMax: range.max };
  const currentMin = minPrice ?? range.min;
  const currentMax = maxPrice ?? range.max;

  const onType = (set: (text: string) => void) => (e: ChangeEvent<HTMLInputElement>) => {
    // Non-numeric keystrokes are ignored; an empty box is fine while typing.
    if (/^[\d,]*$/.test(e.target.value)) set(e.target.value);
  };
  // What each box held when last applied (or as first shown). Leaving a box unchanged applies
  // nothing: not on a plain Tab through, nor when the box is replaced by the next search's while
  // focused (that fires a blur, which would clear the note the Enter just gave).
  const applied = useRef({ minPrice: minText, maxPrice: maxText });
  const commit = (text: string, result: PriceInputResult, current: number | undefined, setText: (text: string) => void, field: "minPrice" | "maxPrice") => {
    if (text === applied.current[field]) return;
    applied.current[field] = text;
    if (result.kind === "value") {
      applied.current[field] = formatPriceInput(result.value);
      setText(applied.current[field]);
      onNote(result.note ?? "");
      if (result.value !== current) onApply({ [field]: result.value });
    } else if (current !== undefined) onApply({ [field]: null });
  };
  const commitMin = () => commit(minText, applyMinPrice(minText, currentMax, bounds), minPrice, setMinText, "minPrice");
  const commitMax = () => commit(maxText, applyMaxPrice(maxText, currentMin, bounds), maxPrice, setMaxText, "maxPrice");
  const onEnter = (run: () => void) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter") {
      e.preventDefault();
      run();
    }
  };
  const box = "mt-1 h-10 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm tabular-nums";
  return (
    <div>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor={`${id}-min`} className="text-xs font-medium text-slate-600">
            Min price (₹)
          </label>
          <input
            id={`${id}-min`}
            inputMode="numeric"
            autoComplete="off"
            placeholder={groupIndian(range.min)}
            value={minText}
            onChange={onType(setMinText)}
            onBlur={commitMin}
            onKeyDown={onEnter(commitMin)}
            aria-describedby={`${id}-note`}
            className={box}
          />
        </div>
        <div>
          <label htmlFor={`${id}-max`} className="text-xs font-medium text-slate-600">
            Max price (₹)
          </label>
          <input
            id={`${id}-max`}
            inputMode="numeric"
            autoComplete="off"
            placeholder={groupIndian(range.max)}
            value={maxText}
            onChange={onType(setMaxText)}
            onBlur={commitMax}
            onKeyDown={onEnter(commitMax)}
            aria-describedby={`${id}-note`}
            className={box}
          />
        </div>
      </div>
      <p id={`${id}-note`} role="status" className="mt-1 text-xs text-amber-800 empty:hidden">
        {note}
      </p>
    </div>
  );
});

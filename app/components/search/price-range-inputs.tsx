import { memo, useId, useState, type ChangeEvent, type KeyboardEvent } from "react";
import { groupIndian } from "~/lib/format-inr";
import { applyMaxPrice, applyMinPrice, formatPriceInput } from "~/lib/price-input";
import { PRICE_RANGE } from "~/lib/filters/search-url";

const bounds = { rangeMin: PRICE_RANGE.min, rangeMax: PRICE_RANGE.max };

interface Props {
  minPrice: number | undefined;
  maxPrice: number | undefined;
  onApply: (changes: { minPrice?: number | null; maxPrice?: number | null }) => void;
}

/**
 * Min/max price boxes. Typing keeps digits and commas only; leaving the box (or Enter) applies the
 * spec's clamping, shows the value in Indian grouping and runs the search. Values outside the
 * range arrive only through the URL and are shown as they are.
 */
export const PriceRangeInputs = memo(function PriceRangeInputs({ minPrice, maxPrice, onApply }: Props) {
  const id = useId();
  const [minText, setMinText] = useState(minPrice === undefined ? "" : formatPriceInput(minPrice));
  const [maxText, setMaxText] = useState(maxPrice === undefined ? "" : formatPriceInput(maxPrice));
  const currentMin = minPrice ?? PRICE_RANGE.min;
  const currentMax = maxPrice ?? PRICE_RANGE.max;

  const onType = (set: (text: string) => void) => (e: ChangeEvent<HTMLInputElement>) => {
    // Non-numeric keystrokes are ignored; an empty box is fine while typing.
    if (/^[\d,]*$/.test(e.target.value)) set(e.target.value);
  };
  const commitMin = () => {
    const result = applyMinPrice(minText, currentMax, bounds);
    if (result.kind === "value") {
      setMinText(formatPriceInput(result.value));
      if (result.value !== minPrice) onApply({ minPrice: result.value });
    } else if (minPrice !== undefined) onApply({ minPrice: null });
  };
  const commitMax = () => {
    const result = applyMaxPrice(maxText, currentMin, bounds);
    if (result.kind === "value") {
      setMaxText(formatPriceInput(result.value));
      if (result.value !== maxPrice) onApply({ maxPrice: result.value });
    } else if (maxPrice !== undefined) onApply({ maxPrice: null });
  };
  const onEnter = (commit: () => void) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter") {
      e.preventDefault();
      commit();
    }
  };
  const box = "mt-1 h-10 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm tabular-nums";
  return (
    <div className="grid grid-cols-2 gap-3">
      <div>
        <label htmlFor={`${id}-min`} className="text-xs font-medium text-slate-600">
          Min price (₹)
        </label>
        <input
          id={`${id}-min`}
          inputMode="numeric"
          autoComplete="off"
          placeholder={groupIndian(PRICE_RANGE.min)}
          value={minText}
          onChange={onType(setMinText)}
          onBlur={commitMin}
          onKeyDown={onEnter(commitMin)}
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
          placeholder={groupIndian(PRICE_RANGE.max)}
          value={maxText}
          onChange={onType(setMaxText)}
          onBlur={commitMax}
          onKeyDown={onEnter(commitMax)}
          className={box}
        />
      </div>
    </div>
  );
});

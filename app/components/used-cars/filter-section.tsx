import type { ReactNode } from "react";
import { Disclosure } from "~/components/ui/disclosure";

/** A sidebar section whose body folds away (ui/disclosure.tsx). */
export function FilterSection({ title, defaultOpen = false, children }: { title: string; defaultOpen?: boolean; children: ReactNode }) {
  return (
    <Disclosure
      title={title}
      defaultOpen={defaultOpen}
      className="border-b border-slate-200 py-3 last:border-b-0"
      buttonClassName="flex w-full items-center justify-between rounded py-1 text-left text-sm font-semibold text-slate-900"
      iconClassName="size-4 text-slate-500 transition"
      bodyClassName="pt-3"
    >
      {children}
    </Disclosure>
  );
}

interface CheckboxGroupProps<T extends string> {
  legend: string;
  options: readonly T[];
  selected: readonly T[];
  labelOf?: (value: T) => string;
  onToggle: (value: T) => void;
}

export function CheckboxGroup<T extends string>({ legend, options, selected, labelOf, onToggle }: CheckboxGroupProps<T>) {
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {options.map((value) => (
          <label key={value} className="flex cursor-pointer items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4 rounded border-slate-400 accent-brand-600"
              checked={selected.includes(value)}
              onChange={() => onToggle(value)}
            />
            {labelOf ? labelOf(value) : value}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

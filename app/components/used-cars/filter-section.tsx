import { ChevronDown } from "lucide-react";
import { useId, useState, type ReactNode } from "react";

/**
 * A sidebar section whose body folds away; the heading button says whether it is open. Closed
 * bodies are not rendered, so the page hydrates only what is shown (plain state instead of a
 * collapsible library: this is all it needs).
 */
export function FilterSection({ title, defaultOpen = false, children }: { title: string; defaultOpen?: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  return (
    <div className="border-b border-slate-200 py-3 last:border-b-0">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
          className="flex w-full items-center justify-between rounded py-1 text-left text-sm font-semibold text-slate-900"
        >
          {title}
          <ChevronDown className={`size-4 text-slate-500 transition ${open ? "rotate-180" : ""}`} aria-hidden="true" />
        </button>
      </h3>
      <div id={bodyId} hidden={!open} className="pt-3">
        {open && children}
      </div>
    </div>
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

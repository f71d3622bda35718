import { sourceLabel } from "~/lib/vehicle-vocabulary";
import { Search } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { ALREADY_IN_COMPARISON, COMPARE_LIMIT_MESSAGE, MAX_COMPARE } from "~/lib/compare";
import { formatInr, formatKm } from "~/lib/format-inr";
import type { Vehicle, VehicleSearchResult } from "~/lib/vehicle";

interface VehiclePickerProps {
  brands: string[];
  /** Ids already in the comparison. */
  ids: string[];
  busy: boolean;
  onAdd: (vehicle: Vehicle) => void;
}

const DEBOUNCE_MS = 300;
const RESULT_COUNT = 8;

type Results = { state: "idle" } | { state: "loading" } | { state: "error" } | { state: "done"; items: Vehicle[] };

/** Brand dropdown plus free text (2+ characters or a brand), searched 300 ms after typing stops. */
export function VehiclePicker({ brands, ids, busy, onAdd }: VehiclePickerProps) {
  const [brand, setBrand] = useState("");
  const [text, setText] = useState("");
  const [results, setResults] = useState<Results>({ state: "idle" });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const request = useRef<AbortController>(undefined);
  const full = ids.length >= MAX_COMPARE;
  const canSearch = (q: string, make: string) => q.trim().length >= 2 || make !== "";

  async function search(q: string, make: string) {
    clearTimeout(timer.current);
    request.current?.abort();
    if (!canSearch(q, make)) {
      setResults({ state: "idle" });
      return;
    }
    const controller = new AbortController();
    request.current = controller;
    setResults({ state: "loading" });
    const params = new URLSearchParams({ pageSize: String(RESULT_COUNT) });
    if (q.trim()) params.set("q", q.trim());
    if (make) params.set("make", make);
    try {
      const res = await fetch(`/api/${q.trim() ? "vehicles/search" : "vehicles"}?${params}`, { signal: controller.signal });
      if (!res.ok) throw new Error(`search answered ${res.status}`);
      const body = (await res.json()) as VehicleSearchResult;
      setResults({ state: "done", items: body.items });
    } catch {
      // A newer search aborted this one: its answer no longer matters.
      if (!controller.signal.aborted) setResults({ state: "error" });
    }
  }

  function later(q: string, make: string) {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void search(q, make), DEBOUNCE_MS);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void search(text, brand);
  }

  function pick(vehicle: Vehicle) {
    onAdd(vehicle);
    setResults({ state: "idle" });
    setText("");
  }

  const field = "h-11 rounded-lg border border-slate-300 bg-white px-3 text-base disabled:cursor-not-allowed disabled:bg-slate-100";
  return (
    <section aria-labelledby="picker-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="picker-heading" className="text-base font-semibold">
        Add a car
      </h2>
      <form role="search" aria-label="Find cars to compare" onSubmit={submit} className="mt-3 flex flex-col gap-2 sm:flex-row">
        <label htmlFor="compare-brand" className="sr-only">
          Brand
        </label>
        <select
          id="compare-brand"
          value={brand}
          disabled={full}
          onChange={(e) => {
            setBrand(e.target.value);
            void search(text, e.target.value);
          }}
          className={`${field} sm:w-48`}
        >
          <option value="">All Brands</option>
          {brands.map((b) => (
            <option key={b} value={b}>
              {b}
            </option>
          ))}
        </select>
        <label htmlFor="compare-q" className="sr-only">
          Search cars to compare
        </label>
        <input
          id="compare-q"
          type="search"
          value={text}
          disabled={full}
          autoComplete="off"
          placeholder="Search by make or model, e.g. Creta"
          onChange={(e) => {
            setText(e.target.value);
            later(e.target.value, brand);
          }}
          onKeyDown={(e) => {
            if (e.key === "Escape") setResults({ state: "idle" });
          }}
          className={`${field} min-w-0 sm:flex-1`}
        />
        <Button
          type="submit"
          disabled={full || busy || results.state === "loading" || !canSearch(text, brand)}
          className="gap-2 disabled:cursor-not-allowed disabled:opacity-60"
        >
          <Search aria-hidden="true" className="h-4 w-4" />
          Search
        </Button>
      </form>
      {full && (
        <p role="status" className="mt-2 text-sm font-medium text-amber-800">
          {COMPARE_LIMIT_MESSAGE}
        </p>
      )}
      <div aria-live="polite" className="text-sm">
        {results.state === "loading" && <p className="mt-2 text-slate-600">Searching…</p>}
        {results.state === "error" && (
          <p role="alert" className="mt-2 text-red-700">
            Sorry, we encountered an error while searching. Please try again.
          </p>
        )}
        {results.state === "done" && results.items.length === 0 && <p className="mt-2 text-slate-600">No cars found. Try another name.</p>}
      </div>
      {results.state === "done" && results.items.length > 0 && !full && (
        <ul aria-label="Search results" className="mt-2 max-h-80 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200">
          {results.items.map((v) => {
            const added = ids.includes(v.id);
            return (
              <li key={v.id}>
                <button
                  type="button"
                  disabled={added || busy}
                  onClick={() => pick(v)}
                  className="flex w-full items-center justify-between gap-3 px-3 py-2 text-left hover:bg-brand-50 disabled:cursor-not-allowed disabled:bg-slate-50"
                >
                  <span>
                    <span className="block font-medium text-slate-900">
                      {v.year} {v.title}
                    </span>
                    <span className="block text-xs text-slate-600">
                      {formatKm(v.mileage)} · {v.city} · {sourceLabel(v.source)}
                    </span>
                  </span>
                  <span className="shrink-0 text-right text-sm font-semibold">
                    {added ? <span className="text-xs font-medium text-slate-600">{ALREADY_IN_COMPARISON}</span> : formatInr(v.price)}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

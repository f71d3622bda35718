import { ArrowRight } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { toast } from "~/components/ui/toast";
import { shortIndiaDate } from "~/lib/india-date";
import { FREQUENCY_CHOICES, type Frequency } from "./save-search-fields";
import { SearchChips } from "./search-chips";

export interface SavedSearchView {
  id: number;
  name: string;
  frequency: Frequency;
  paused: boolean;
  createdAt: string;
  newSinceLastVisit: number;
  chips: string[];
}

/** What the page's action answers one row's form (saved-searches.server.ts). */
export type RowResult =
  | { ok: true; intent: string; id: number; deleted?: boolean; frequency?: Frequency; paused?: boolean }
  | { ok: false; intent: string; id: number; error: string };

const SMALL_BUTTON = "inline-flex h-10 items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50";

function newMatchesText(n: number): string {
  if (n === 0) return "No new cars since your last visit";
  return `${n >= 100 ? "100+" : n} new ${n === 1 ? "car" : "cars"} since your last visit`;
}

function doneMessage(result: Extract<RowResult, { ok: true }>): string {
  if (result.intent === "frequency") return result.frequency === "instant" ? "We'll email new matches as they come" : "We'll email new matches once a day";
  if (result.intent === "pause") return result.paused ? "Paused: no emails for this search" : "Resumed";
  return result.intent === "rename" ? "Renamed" : "Saved search deleted";
}

/**
 * One saved search: its chips and new matches, Open, and its changes. Each change is a small
 * form posting `intent`, `id` and `value` (a plain post without JavaScript, in place with it,
 * shown at once). Rename and delete open with <details>, which needs no script.
 */
export function SavedSearchCard({ search, pageResult }: { search: SavedSearchView; pageResult?: RowResult }) {
  const fetcher = useFetcher<RowResult>();
  const pending = fetcher.formData;
  const pendingIntent = pending?.get("intent");
  const pendingValue = String(pending?.get("value") ?? "");
  const frequency = pendingIntent === "frequency" ? (pendingValue as Frequency) : search.frequency;
  const paused = pendingIntent === "pause" ? pendingValue === "true" : search.paused;
  const result = fetcher.data ?? (pageResult?.id === search.id ? pageResult : undefined);
  const renameBox = useRef<HTMLDetailsElement>(null);

  const announced = useRef<RowResult | undefined>(undefined);
  useEffect(() => {
    if (!fetcher.data?.ok || announced.current === fetcher.data) return;
    announced.current = fetcher.data;
    toast.success(doneMessage(fetcher.data));
    if (fetcher.data.intent === "rename" && renameBox.current) renameBox.current.open = false;
  }, [fetcher.data]);

  if (pendingIntent === "delete" || (result?.ok && result.deleted)) return null;
  const headingId = `saved-search-${search.id}`;
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={search.id} />
    </>
  );
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold break-words text-slate-900">
            {search.name}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">
            {paused ? "Paused: no emails" : `${FREQUENCY_CHOICES.find((c) => c.value === frequency)?.label ?? ""} emails`} · Saved {shortIndiaDate(search.createdAt)}
          </p>
        </div>
        <Link to={`/saved-searches/${search.id}/open`} className="inline-flex h-10 items-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-600">
          Open results
          <ArrowRight aria-hidden="true" className="size-4" />
          <span className="sr-only">of {search.name}</span>
        </Link>
      </div>
      <SearchChips chips={search.chips} className="mt-3" />
      <p className={`mt-3 text-sm font-semibold ${search.newSinceLastVisit > 0 ? "text-accent-700" : "text-slate-600"}`}>{newMatchesText(search.newSinceLastVisit)}</p>
      {result && !result.ok && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {result.error}
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-start gap-2">
        <fetcher.Form method="post" role="group" aria-label={`Email frequency for ${search.name}`} className="inline-flex rounded-lg border border-slate-300 p-0.5">
          {hidden("frequency")}
          {FREQUENCY_CHOICES.map((choice) => (
            <button
              key={choice.value}
              type="submit"
              name="value"
              value={choice.value}
              aria-pressed={frequency === choice.value}
              className={`h-9 rounded-md px-3 text-sm font-semibold ${frequency === choice.value ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100"}`}
            >
              {choice.label}
            </button>
          ))}
        </fetcher.Form>
        <fetcher.Form method="post">
          {hidden("pause")}
          <button type="submit" name="value" value={paused ? "false" : "true"} className={SMALL_BUTTON}>
            {paused ? "Resume emails" : "Pause emails"}
            <span className="sr-only"> for {search.name}</span>
          </button>
        </fetcher.Form>
        <details ref={renameBox} className="group">
          <summary className={`${SMALL_BUTTON} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
            Rename<span className="sr-only"> {search.name}</span>
          </summary>
          <fetcher.Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
            {hidden("rename")}
            <label className="block text-sm font-medium text-slate-800">
              New name
              <input name="value" defaultValue={search.name} maxLength={80} required className={`${inputClass} py-2`} />
            </label>
            <Button type="submit" size="sm">
              Save name
            </Button>
          </fetcher.Form>
        </details>
        <details className="group">
          <summary className={`${SMALL_BUTTON} cursor-pointer list-none text-red-700 [&::-webkit-details-marker]:hidden`}>
            Delete<span className="sr-only"> {search.name}</span>
          </summary>
          <fetcher.Form method="post" className="mt-2 rounded-lg border border-red-200 bg-red-50 p-3">
            {hidden("delete")}
            <p className="text-sm text-slate-800">Delete “{search.name}”? Its emails stop; this cannot be undone.</p>
            <Button type="submit" variant="danger" size="sm" className="mt-2">
              Yes, delete it
            </Button>
          </fetcher.Form>
        </details>
      </div>
    </li>
  );
}

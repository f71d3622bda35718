/** A partner's pull feed: URL, format and interval; or remove it (the partner then pushes). */
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { FEED_INTERVAL_MAX, FEED_INTERVAL_MIN, type FeedSettings } from "~/lib/partners/partner-admin";
import { useActionToast } from "./use-action-toast";

export function PartnerFeedForm({ partnerId, feed }: { partnerId: number; feed: FeedSettings | null }) {
  const fetcher = useFetcher();
  const result = useActionToast(fetcher);
  const busy = fetcher.state !== "idle";
  const id = (name: string) => `feed-${partnerId}-${name}`;
  return (
    <fetcher.Form method="post" className="mt-2 grid gap-3 sm:grid-cols-[minmax(0,1fr)_8rem_8rem]">
      <input type="hidden" name="partnerId" value={partnerId} />
      <Field id={id("url")} label="Feed URL" hint="https only; CSV with the PartnerListing header, or JSON { listings }" error={result?.errors?.url}>
        {(aria) => <input {...aria} name="url" type="url" required defaultValue={feed?.url ?? ""} maxLength={2000} className={inputClass} />}
      </Field>
      <Field id={id("format")} label="Format" error={result?.errors?.format}>
        {(aria) => (
          <select {...aria} name="format" defaultValue={feed?.format ?? "csv"} className={inputClass}>
            <option value="csv">CSV</option>
            <option value="json">JSON</option>
          </select>
        )}
      </Field>
      <Field id={id("interval")} label="Every (minutes)" error={result?.errors?.intervalMinutes}>
        {(aria) => (
          <input
            {...aria}
            name="intervalMinutes"
            type="number"
            inputMode="numeric"
            required
            min={FEED_INTERVAL_MIN}
            max={FEED_INTERVAL_MAX}
            defaultValue={feed?.intervalMinutes ?? 60}
            className={inputClass}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2 sm:col-span-3">
        <Button type="submit" name="intent" value="feed" size="sm" disabled={busy}>
          Save feed
        </Button>
        {feed ? (
          <Button type="submit" name="intent" value="clear-feed" size="sm" variant="secondary" disabled={busy} formNoValidate>
            Remove feed
          </Button>
        ) : null}
      </div>
    </fetcher.Form>
  );
}

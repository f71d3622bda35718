import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { FormAlert, FormNotice } from "~/components/ui/field";
import { toast } from "~/components/ui/toast";
import type { SaveSearchOffer } from "~/lib/saved-search-offer";
import { SaveSearchFields } from "./save-search-fields";

/** What /saved-searches/new's action answers the dialog (`respond=inline`). */
export type SaveSearchResult =
  | { ok: true; name: string; alreadySaved: boolean }
  | { ok: false; errors?: Record<string, string>; formError?: string; values?: Record<string, string> };

/** The save dialog's form (loaded when the dialog opens): posts in place, then says what happened. */
export default function SaveSearchForm({ offer, onSaved, close }: { offer: SaveSearchOffer; onSaved: () => void; close: () => void }) {
  const fetcher = useFetcher<SaveSearchResult>();
  const result = fetcher.data;
  const done = result?.ok ? result : null;
  const announced = useRef<SaveSearchResult | null>(null);

  useEffect(() => {
    if (!done || announced.current === done) return;
    announced.current = done;
    onSaved();
    toast.success(done.alreadySaved ? "This search was saved already" : "Search saved");
  }, [done, onSaved]);

  if (done) {
    return (
      <div className="space-y-4">
        <FormNotice>
          {done.alreadySaved ? `You saved this search already, as “${done.name}”.` : `Saved as “${done.name}”. We'll email you new matches.`}
        </FormNotice>
        <p className="text-slate-700">Rename it, change how often we email you, pause or delete it in your saved searches.</p>
        <div className="flex flex-wrap gap-3">
          <Link to="/saved-searches" className={buttonClass({ size: "md" })}>
            See saved searches
          </Link>
          <Button variant="secondary" onClick={close}>
            Done
          </Button>
        </div>
      </div>
    );
  }
  const failed = result && !result.ok ? result : null;
  return (
    <fetcher.Form method="post" action="/saved-searches/new" className="space-y-4">
      <input type="hidden" name="query" value={offer.query} />
      <input type="hidden" name="returnTo" value={offer.returnTo} />
      <input type="hidden" name="respond" value="inline" />
      <FormAlert message={failed?.formError} />
      <SaveSearchFields
        idPrefix="save-search-dialog"
        name={failed?.values?.name ?? offer.name}
        frequency={failed?.values?.frequency === "instant" ? "instant" : "daily"}
        nameError={failed?.errors?.name}
      />
      <Button type="submit" block disabled={fetcher.state !== "idle"}>
        {fetcher.state !== "idle" ? "Saving…" : "Save search"}
      </Button>
    </fetcher.Form>
  );
}

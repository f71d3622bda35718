import { BookmarkCheck, BookmarkPlus } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { useAccount } from "~/components/account/use-account";
import { PlainLink } from "~/components/navigation/site-navigation";
import { Button, buttonClass } from "~/components/ui/button";
import { FormAlert, FormNotice } from "~/components/ui/field";
import { Dialog } from "~/components/ui/dialog";
import { toast } from "~/components/ui/toast";
import { saveSearchPageHref, type SaveSearchOffer } from "~/lib/saved-search-offer";
import { SaveSearchFields } from "./save-search-fields";

/** What /saved-searches/new's action answers the dialog (`respond=inline`). */
export type SaveSearchResult =
  | { ok: true; name: string; alreadySaved: boolean }
  | { ok: false; errors?: Record<string, string>; formError?: string; values?: Record<string, string> };

const TRIGGER = buttonClass({ variant: "secondary", size: "sm", className: "gap-2 whitespace-nowrap" });

/**
 * "Save this search" on results pages (plain anchors while closed: the search page renders
 * nothing that follows the router's every state change). A link to /saved-searches/new, so it works before the
 * scripts load (and sends a guest to sign in, the save completed on the way back); with them, it
 * opens a dialog that saves in place. A search saved already shows as saved, linking to the list.
 */
export function SaveSearchButton({ offer }: { offer: SaveSearchOffer }) {
  const { user, savedSearchKeys } = useAccount();
  const saved = user !== null && savedSearchKeys.includes(offer.key);
  const [open, setOpen] = useState(false);
  const savedLinkId = useId();
  const justSaved = useRef(false);

  // After saving, the dialog closes onto the "Saved" link that replaced its trigger.
  useEffect(() => {
    if (saved && !open && justSaved.current) {
      justSaved.current = false;
      document.getElementById(savedLinkId)?.focus();
    }
  }, [saved, open, savedLinkId]);

  if (saved && !open) {
    return (
      <PlainLink id={savedLinkId} to="/saved-searches" className={TRIGGER} aria-label="Search saved: see your saved searches">
        <BookmarkCheck aria-hidden="true" className="size-4 text-brand-700" />
        Search saved
      </PlainLink>
    );
  }
  const href = saveSearchPageHref(offer);
  const trigger = (
    <a href={href} className={TRIGGER} onClick={(event) => (user ? event.preventDefault() : undefined)}>
      <BookmarkPlus aria-hidden="true" className="size-4" />
      Save this search
    </a>
  );
  // A guest follows the link: the page sends them to sign in and saves on their return.
  if (!user) return trigger;
  return (
    <Dialog open={open} onOpenChange={setOpen} title="Save this search" trigger={trigger}>
      <SaveSearchForm offer={offer} onSaved={() => (justSaved.current = true)} close={() => setOpen(false)} />
    </Dialog>
  );
}

function SaveSearchForm({ offer, onSaved, close }: { offer: SaveSearchOffer; onSaved: () => void; close: () => void }) {
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

import { BookmarkCheck, BookmarkPlus } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useAccount } from "~/components/account/use-account";
import { PlainLink } from "~/components/navigation/site-navigation";
import { buttonClass } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { saveSearchPageHref, type SaveSearchOffer } from "~/lib/saved-search-offer";

// The form and its fetcher are fetched when the dialog opens: results pages send only the link.
const SaveSearchForm = lazy(() => import("./save-search-form"));

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
      <Suspense fallback={<p className="text-slate-600">Loading…</p>}>
        <SaveSearchForm offer={offer} onSaved={() => (justSaved.current = true)} close={() => setOpen(false)} />
      </Suspense>
    </Dialog>
  );
}

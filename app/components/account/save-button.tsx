import { toast } from "~/components/ui/toast";
import { setSaved, useSavedOverride } from "./saved-store";
import { useAccount } from "./use-account";

interface SaveButtonProps {
  listingId: number | string;
  /** The car's name, for the screen-reader label. */
  title: string;
  className?: string;
}

/** Sign in, then come back to the page the heart was clicked on. */
function goToSignIn() {
  const here = window.location.pathname + window.location.search;
  window.location.assign(`/auth?redirectTo=${encodeURIComponent(here)}`);
}

/**
 * The heart on listing cards and the details page. A signed-in user's click saves or unsaves
 * at once (optimistic, see saved-store.ts); a guest is sent to sign in and brought back here.
 */
export function SaveButton({ listingId, title, className = "" }: SaveButtonProps) {
  const { user, savedIds } = useAccount();
  const id = Number(listingId);
  const saved = useSavedOverride(id) ?? savedIds.includes(id);
  const label = saved ? "Remove from favorites" : "Add to favorites";

  async function toggle() {
    if (!user) return goToSignIn();
    const result = await setSaved(id, !saved);
    if (result === "signed-out") goToSignIn();
    else if (result === "failed") toast.error("Could not update your saved cars. Please try again.");
  }

  return (
    <button
      type="button"
      onClick={() => void toggle()}
      aria-pressed={saved}
      aria-label={`${label}: ${title}`}
      title={label}
      className={`inline-flex size-10 items-center justify-center rounded-full bg-white/95 text-slate-700 shadow-sm hover:bg-white hover:text-rose-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${className}`}
    >
      <span aria-hidden="true" className={`mask-icon size-5 ${saved ? "icon-heart-filled text-rose-600" : "icon-heart"}`} />
    </button>
  );
}

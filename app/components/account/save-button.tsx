import { Heart } from "lucide-react";
import { useFetcher, useLocation, useNavigate } from "react-router";
import { useAccount } from "./use-account";

interface SaveButtonProps {
  listingId: number | string;
  /** The car's name, for the screen-reader label. */
  title: string;
  className?: string;
}

/**
 * The heart on listing cards and the details page. A signed-in user's click saves or unsaves
 * at once (optimistic: the fetcher's pending value shows before the server answers); a guest
 * is sent to sign in and brought back to this page.
 */
export function SaveButton({ listingId, title, className = "" }: SaveButtonProps) {
  const { user, savedIds } = useAccount();
  const fetcher = useFetcher();
  const navigate = useNavigate();
  const location = useLocation();
  const id = Number(listingId);
  const pending = fetcher.formData?.get("saved");
  const saved = pending != null ? pending === "1" : savedIds.includes(id);
  const label = saved ? "Remove from favorites" : "Add to favorites";

  function toggle() {
    if (!user) {
      navigate(`/auth?redirectTo=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    fetcher.submit({ saved: saved ? "0" : "1" }, { method: "post", action: `/api/saved-listings/${id}` });
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={saved}
      aria-label={`${label}: ${title}`}
      title={label}
      className={`inline-flex size-10 items-center justify-center rounded-full bg-white/95 text-slate-700 shadow-sm hover:bg-white hover:text-rose-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${className}`}
    >
      <Heart aria-hidden="true" className={`size-5 ${saved ? "fill-rose-600 text-rose-600" : ""}`} />
    </button>
  );
}

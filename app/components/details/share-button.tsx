import { Share2 } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";

export const URL_COPIED = "URL copied to clipboard!";

/** The device's share sheet where there is one; otherwise the address is copied (spec section 8). */
export function ShareButton({ title, url }: { title: string; url: string }) {
  async function share() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(URL_COPIED);
    } catch {
      toast.error(`Couldn't copy the link. The address is ${url}`);
    }
  }

  return (
    <button type="button" onClick={share} className={actionButtonClass}>
      <Share2 aria-hidden="true" className="size-4" />
      Share
    </button>
  );
}

export const actionButtonClass = buttonClass({ variant: "secondary", size: "none", className: "min-h-10 gap-1.5 px-3 py-2 text-sm" });

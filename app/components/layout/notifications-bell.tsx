import { Bell } from "lucide-react";
import { PlainLink } from "~/components/navigation/site-navigation";
import { NOTIFICATIONS_PATH } from "~/lib/saved-search-offer";

/**
 * The header's bell for a signed-in visitor: a plain link to /notifications (which lists and
 * marks seen) with the number of unseen new matches and price drops. No script or popover of its
 * own, since the header is on every page.
 */
export function NotificationsBell({ unseen }: { unseen: number }) {
  const shown = unseen > 99 ? "99+" : String(unseen);
  return (
    <PlainLink
      to={NOTIFICATIONS_PATH}
      aria-label={unseen > 0 ? `Notifications: ${shown} new` : "Notifications"}
      className="relative inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
    >
      <Bell aria-hidden="true" className="size-5" />
      {unseen > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-0.5 right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-700 px-1 text-xs leading-none font-bold text-white"
        >
          {shown}
        </span>
      )}
    </PlainLink>
  );
}

/** The owner's word on a live listing's change: waiting for an admin, or turned down and why. */
import { CHANGES_REJECTED, CHANGES_WAITING, CHANGES_WAITING_NOTE, type ListingChanges } from "~/lib/selling/my-listings";

export function ChangesNote({ changes }: { changes: ListingChanges | null }) {
  if (!changes) return null;
  if (changes.status === "pending") {
    return (
      <p className="mt-2 text-sm text-amber-900">
        <strong>{CHANGES_WAITING}.</strong> {CHANGES_WAITING_NOTE}
      </p>
    );
  }
  return (
    <p className="mt-2 text-sm text-red-800">
      <strong>{CHANGES_REJECTED}:</strong> {changes.rejectionReason ?? "No reason given."} Buyers still see the approved version; edit the
      listing to send new changes.
    </p>
  );
}

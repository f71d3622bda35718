/**
 * What a results page hands its "Save this search" button (issue 36): the search as a saved
 * search would store it, the key that tells it is saved already (compared with the signed-in
 * user's keys from the root loader), and the name offered for it.
 */
export interface SaveSearchOffer {
  /** The canonical `/api/vehicles` query string. */
  query: string;
  key: string;
  name: string;
  /** The results page it was offered on, where a save made without JavaScript comes back to. */
  returnTo: string;
}

/** The page that saves a search without JavaScript, and completes a guest's save after sign-in. */
export function saveSearchPageHref(offer: Pick<SaveSearchOffer, "query" | "returnTo">): string {
  return `/saved-searches/new?${new URLSearchParams({ query: offer.query, returnTo: offer.returnTo })}`;
}

export const NOTIFICATIONS_PATH = "/notifications";

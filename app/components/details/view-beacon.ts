/**
 * Records one view of the car for its seller's dashboard, from the browser: the details page
 * is cached, so only the page's script sees each view (crawlers without JavaScript never
 * count). keepalive lets the request finish if the buyer leaves at once.
 */
import { useEffect } from "react";

export function useViewBeacon(listingId: string | number | undefined) {
  useEffect(() => {
    if (listingId === undefined) return;
    void fetch(`/api/vehicles/${listingId}/views`, { method: "POST", keepalive: true, credentials: "same-origin" }).catch(() => {});
  }, [listingId]);
}

import { Link } from "react-router";
import { ChangesNote } from "~/components/seller/listing-actions/changes-note";
import { ListingRowActions } from "~/components/seller/listing-actions/listing-row";
import { shortIndiaDate } from "~/lib/india-date";
import { countNoun } from "~/lib/count-noun";
import { formatInr } from "~/lib/format-inr";
import type { SellerListingSummary } from "~/lib/selling/my-listings";

/**
 * The seller's own car: instead of a buyer's Purchase Now, price alert and heart (which would
 * only inflate their own figures), its views and inquiries, counted as My Listings counts them,
 * and the same actions as its row there.
 */
export function OwnerPanel({ listing }: { listing: SellerListingSummary }) {
  return (
    <section aria-labelledby="owner-heading" className="rounded-xl border border-brand-200 bg-brand-50 p-4 shadow-sm sm:p-5">
      <h2 id="owner-heading" className="text-lg font-bold text-slate-900">
        Your listing
      </h2>
      <p className="mt-1 text-3xl font-extrabold text-slate-900">{formatInr(listing.price)}</p>
      <p className="mt-1 text-sm text-slate-700">
        Posted {shortIndiaDate(listing.postedDate)} · {countNoun(listing.views, "view")} · {countNoun(listing.inquiries, "inquiry", "inquiries")}
      </p>
      <ChangesNote changes={listing.changes} />
      <ListingRowActions listing={listing} />
      <p className="mt-3 text-sm">
        <Link to="/seller" className="font-medium text-brand-700 underline">
          All your listings
        </Link>
      </p>
    </section>
  );
}

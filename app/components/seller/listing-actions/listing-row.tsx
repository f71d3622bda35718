/** One of the seller's listings: photo, status, price, dates, views and inquiries, and its actions. */
import { countNoun } from "~/lib/count-noun";
import { Link } from "react-router";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { Button, buttonClass } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { formatInr } from "~/lib/format-inr";
import { indiaDay, shortIndiaDate } from "~/lib/india-date";
import { REVIEW_NOTE } from "~/lib/selling/listing-actions";
import type { SellerListingSummary } from "~/lib/selling/my-listings";
import { ActionDialog } from "./action-dialog";
import { ChangesNote } from "./changes-note";

const STATUS: Record<SellerListingSummary["status"], { label: string; tone: BadgeTone }> = {
  active: { label: "Active", tone: "success" },
  pending: { label: "Pending review", tone: "warning" },
  sold: { label: "Sold", tone: "neutral" },
  rejected: { label: "Rejected", tone: "danger" },
  expired: { label: "Expired", tone: "warning" },
};

const EXPIRED_NOTE =
  "Buyers no longer find this car: we asked whether it is still for sale and heard nothing for 7 days. Put it back on sale if it is, or mark it as sold.";

const ACTION = buttonClass({ variant: "secondary", size: "md" });

/** The dialogs' checks and zod with them, fetched when a dialog opens (the car's page shows these rows to its seller). */
const loadChecks = () => import("~/lib/selling/listing-action-schemas");

export function ListingRow({ listing }: { listing: SellerListingSummary }) {
  const status = STATUS[listing.status];
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row">
      <img src={listing.image} alt="" width={400} height={225} loading="lazy" className="aspect-video w-full self-start rounded-lg bg-slate-100 object-cover sm:w-56" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg font-semibold text-slate-900">
            {listing.status === "active" ? (
              <Link to={`/details/${listing.id}`} className="hover:underline">
                {listing.title}
              </Link>
            ) : (
              listing.title
            )}
          </h3>
          <Badge tone={status.tone}>{status.label}</Badge>
        </div>
        <p className="mt-1 text-xl font-bold text-slate-900">{formatInr(listing.price)}</p>
        <p className="mt-1 text-sm text-slate-700">
          Posted {shortIndiaDate(listing.postedDate)} · {countNoun(listing.views, "view")} · {countNoun(listing.inquiries, "inquiry", "inquiries")}
          {listing.status === "sold" && listing.salePrice ? ` · Sold for ${formatInr(listing.salePrice)}${listing.soldDate ? ` on ${shortIndiaDate(listing.soldDate)}` : ""}` : ""}
        </p>
        {listing.status === "pending" ? <p className="mt-2 text-sm text-amber-900">{REVIEW_NOTE}</p> : null}
        {listing.status === "rejected" ? (
          <p className="mt-2 text-sm text-red-800">
            <strong>Why it was rejected:</strong> {listing.rejectionReason ?? "No reason given."} Edit the listing to send it for review again.
          </p>
        ) : null}
        {listing.status === "expired" ? <p className="mt-2 text-sm text-amber-900">{EXPIRED_NOTE}</p> : null}
        {listing.status === "active" ? <ChangesNote changes={listing.changes} /> : null}
        <ListingRowActions listing={listing} />
      </div>
    </li>
  );
}

/** Edit, Change price, Mark as sold and Delete: on My Listings and on the owner's own details page. */
export function ListingRowActions({ listing }: { listing: SellerListingSummary }) {
  const on = listing.status !== "sold";
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {listing.status === "expired" ? (
        <ActionDialog
          intent="relist"
          listingId={listing.id}
          title="Put back on sale"
          description={`Your ${listing.title} returns to search as it is; we ask again in 30 days whether it is still for sale.`}
          trigger={<Button variant="secondary">Put back on sale</Button>}
          submitLabel="Put back on sale"
        />
      ) : null}
      {on ? (
        <Link to={`/seller/listings/${listing.id}/edit`} className={ACTION} aria-label={`Edit ${listing.title}`}>
          Edit
        </Link>
      ) : null}
      {on ? (
        <ActionDialog
          intent="change-price"
          listingId={listing.id}
          title="Change price"
          description={`The new asking price for your ${listing.title}. Buyers watching it hear of a drop.`}
          trigger={<Button variant="secondary">Change price</Button>}
          submitLabel="Save price"
          loadCheck={() => loadChecks().then((m) => m.checkPriceChange)}
        >
          {(errors) => (
            <Field id={`price-${listing.id}`} label="New asking price (₹)" error={errors.price}>
              {(aria) => <input {...aria} name="price" inputMode="numeric" defaultValue={String(listing.price)} className={inputClass} />}
            </Field>
          )}
        </ActionDialog>
      ) : null}
      {on ? (
        <ActionDialog
          intent="mark-sold"
          listingId={listing.id}
          title="Mark as sold"
          description={`Record the sale of your ${listing.title}; buyers no longer see it.`}
          trigger={<Button variant="secondary">Mark as sold</Button>}
          submitLabel="Mark as sold"
          loadCheck={() => loadChecks().then((m) => m.checkSale)}
        >
          {(errors) => (
            <>
              <Field id={`sale-price-${listing.id}`} label="Sale price (₹)" error={errors.salePrice}>
                {(aria) => <input {...aria} name="salePrice" inputMode="numeric" defaultValue={String(listing.price)} className={inputClass} />}
              </Field>
              <Field id={`sale-date-${listing.id}`} label="Sale date" error={errors.saleDate}>
                {(aria) => <input {...aria} type="date" name="saleDate" max={indiaDay()} defaultValue={indiaDay()} className={inputClass} />}
              </Field>
            </>
          )}
        </ActionDialog>
      ) : null}
      <ActionDialog
        intent="delete"
        listingId={listing.id}
        title="Delete this listing?"
        description={`Your ${listing.title} and its photos are removed for good. This cannot be undone.`}
        trigger={<Button variant="secondary">Delete</Button>}
        submitLabel="Delete"
        danger
      />
    </div>
  );
}

import ListingForm from "~/components/seller/listing-form/listing-form";
import { ChangesNote } from "~/components/seller/listing-actions/changes-note";
import { PRIVATE_NO_STORE } from "~/.server/http/cache-control";
import { REVIEW_NOTE, type ListingFormFailure } from "~/lib/selling/listing-actions";
import { editAction, loadEditPage } from "./listing-edit.server";
import type { Route } from "./+types/listing-edit";

export const meta: Route.MetaFunction = () => [{ title: "Edit listing | CarSaathi" }, { name: "robots", content: "noindex" }];

export function headers() {
  return { "Cache-Control": PRIVATE_NO_STORE };
}

export function loader({ request, params }: Route.LoaderArgs) {
  return loadEditPage(request, params.id);
}

export function action({ request, params }: Route.ActionArgs) {
  return editAction(request, params.id);
}

export default function ListingEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, choices } = loaderData;
  const failure = actionData as ListingFormFailure | undefined;
  return (
    <section aria-labelledby="edit-heading">
      <h2 id="edit-heading" className="text-xl font-bold text-slate-900">
        Edit listing
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Changes to the price, city, description, features or platforms go live at once. Changes to the car itself (make, model, year,
        kilometres...) and new photos are checked by an admin first; a live listing stays on sale as it is meanwhile.{" "}
        {listing.status === "rejected" ? REVIEW_NOTE : ""}
      </p>
      <div className="mb-4">
        <ChangesNote changes={listing.changes} />
      </div>
      <ListingForm
        choices={choices}
        action={`/seller/listings/${listing.id}/edit`}
        values={failure?.values ?? listing.values}
        photos={listing.photos}
        failure={failure}
        submitLabel="Save changes"
        sellerType={loaderData.sellerType}
      />
    </section>
  );
}

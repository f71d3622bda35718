import { Link } from "react-router";
import { KeyFigures } from "~/components/seller/key-figures";
import { ListingRow } from "~/components/seller/listing-actions/listing-row";
import { buttonClass } from "~/components/ui/button";
import { PRIVATE_NO_STORE } from "~/.server/http/cache-control";
import { loadMyListings, myListingsAction } from "./index.server";
import type { Route } from "./+types/index";

export const meta: Route.MetaFunction = () => [{ title: "My Listings | CarSaathi" }];

export function headers() {
  return { "Cache-Control": PRIVATE_NO_STORE };
}

export function loader({ request }: Route.LoaderArgs) {
  return loadMyListings(request);
}

export function action({ request }: Route.ActionArgs) {
  return myListingsAction(request);
}

export default function MyListings({ loaderData }: Route.ComponentProps) {
  const { listings, figures } = loaderData;
  return (
    <div>
      <KeyFigures figures={figures} />
      <section aria-labelledby="my-listings-heading" className="mt-8">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="my-listings-heading" className="text-xl font-bold text-slate-900">
            My Listings
          </h2>
          {listings.length > 0 ? (
            <Link to="/seller/upload" className={buttonClass({ variant: "strong" })}>
              List Your Car
            </Link>
          ) : null}
        </div>
        {listings.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
            <p className="text-lg font-semibold text-slate-900">You have no listings yet</p>
            <p className="mt-1 text-slate-700">List your car in a few minutes: buyers see it once our team has checked it.</p>
            <Link to="/seller/upload" className={buttonClass({ variant: "strong", className: "mt-4" })}>
              List Your Car
            </Link>
          </div>
        ) : (
          <ul className="space-y-4">
            {listings.map((listing) => (
              <ListingRow key={listing.id} listing={listing} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

import { Link } from "react-router";
import { KeyFigures } from "~/components/seller/key-figures";
import { Pagination } from "~/components/listings/pagination";
import { StatusTabs } from "~/components/seller/status-tabs";
import { ListingRow } from "~/components/seller/listing-actions/listing-row";
import { buttonClass } from "~/components/ui/button";
import { PRIVATE_NO_STORE } from "~/.server/http/cache-control";
import { loadMyListings, myListingsAction } from "./index.server";
import type { Route } from "./+types/index";

export const meta: Route.MetaFunction = () => [{ title: "My Listings | CarSaathi" }, { name: "robots", content: "noindex" }];

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
  const { items, counts, status, page, pageCount } = listings;
  const hrefFor = (n: number) => `/seller?${new URLSearchParams({ ...(status === "all" ? {} : { status }), ...(n > 1 ? { page: String(n) } : {}) })}`;
  return (
    <div>
      <KeyFigures figures={figures} />
      <section aria-labelledby="my-listings-heading" className="mt-8">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="my-listings-heading" className="text-xl font-bold text-slate-900">
            My Listings
          </h2>
          {counts.all > 0 ? (
            <Link to="/seller/upload" className={buttonClass({ variant: "strong" })}>
              List Your Car
            </Link>
          ) : null}
        </div>
        {counts.all > 0 ? <StatusTabs current={status} counts={counts} /> : null}
        {counts.all === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
            <p className="text-lg font-semibold text-slate-900">You have no listings yet</p>
            <p className="mt-1 text-slate-700">List your car in a few minutes: buyers see it once our team has checked it.</p>
            <Link to="/seller/upload" className={buttonClass({ variant: "strong", className: "mt-4" })}>
              List Your Car
            </Link>
          </div>
        ) : (
          <>
            {items.length === 0 ? <p className="py-6 text-slate-700">No listings with this status.</p> : null}
            <ul className="space-y-4">
              {items.map((listing) => (
                <ListingRow key={listing.id} listing={listing} />
              ))}
            </ul>
            <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} edges="labels" />
          </>
        )}
      </section>
    </div>
  );
}

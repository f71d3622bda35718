import { getDb } from "~/.server/db/client";
import { searchListings } from "~/.server/listings/search-listings";
import { ListingCard } from "~/components/listings/listing-card";
import { groupIndian } from "~/lib/format-inr";
import { listingQuerySchema } from "~/lib/listing-query";
import type { Route } from "./+types/home";

const LATEST_COUNT = 8;

export async function loader() {
  const query = listingQuerySchema.parse({ pageSize: String(LATEST_COUNT) });
  const result = await searchListings(await getDb(), query);
  return { latest: result.items, total: result.total };
}

export function headers() {
  return { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { latest, total } = loaderData;
  return (
    <main id="main" className="flex-1">
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
          <h1 className="max-w-2xl text-3xl font-extrabold tracking-tight sm:text-4xl">
            Every used car in India, one honest price list
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-brand-100">
            {groupIndian(total)} cars from CarWale, Cars24, Spinny, OLX and more, compared side by side.
          </p>
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-10" aria-labelledby="latest-heading">
        <h2 id="latest-heading" className="text-2xl font-bold">
          Recently listed cars
        </h2>
        {latest.length === 0 ? (
          <p className="mt-4 text-slate-600">No cars are listed yet.</p>
        ) : (
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {latest.map((vehicle, i) => (
              <li key={vehicle.id} className="flex">
                <ListingCard vehicle={vehicle} eager={i < 2} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

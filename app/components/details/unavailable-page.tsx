import { Link } from "react-router";
import { ListingCard } from "~/components/listings/listing-card";
import { buttonClass } from "~/components/ui/button";
import type { Vehicle } from "~/lib/vehicle";

interface UnavailablePageProps {
  carName: string | null;
  suggestions: Vehicle[];
}

/** A details link to a car that is gone: say so plainly and offer a way on. */
export function UnavailablePage({ carName, suggestions }: UnavailablePageProps) {
  return (
    <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">This car is no longer available</h1>
      <p className="mt-3 max-w-2xl text-slate-700">
        {carName
          ? `This ${carName} has been sold or taken off the market.`
          : "The link may be old or mistyped: we have no car listed at this address."}{" "}
        Here are cars you might like instead.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to="/search" className={buttonClass({ variant: "strong", size: "compact" })}>
          Search all cars
        </Link>
        <Link to="/" className={buttonClass({ variant: "secondary", size: "compact" })}>
          Back to home
        </Link>
      </div>
      {suggestions.length > 0 && (
        <section aria-labelledby="instead-heading" className="mt-10">
          <h2 id="instead-heading" className="text-xl font-bold text-slate-900">
            {carName ? "Similar cars for sale" : "Recently listed cars"}
          </h2>
          <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {suggestions.map((car) => (
              <li key={car.id} className="flex">
                <ListingCard vehicle={car} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}

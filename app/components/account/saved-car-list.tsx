import { GitCompareArrows, Trash2 } from "lucide-react";
import { Form, Link } from "react-router";
import { DealBadge } from "~/components/pricing/deal-badge";
import { buttonClass } from "~/components/ui/button";
import { formatInr, formatKm } from "~/lib/format-inr";
import { imageAtWidth, imageSrcSet } from "~/lib/image-srcset";
import type { DealRating } from "~/lib/vehicle";

export interface SavedCar {
  id: string;
  title: string;
  price: number;
  image: string | null;
  location: string;
  mileage: number;
  fuelType: string;
  isNew: boolean;
  dealRating: DealRating | null;
  dealRatingReason: string | null;
}

/** The Saved Cars tab: each car links to its details, with Compare and Remove. */
export function SavedCarList({ cars }: { cars: SavedCar[] }) {
  if (cars.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <p className="font-semibold text-slate-900">No saved cars yet</p>
        <p className="mt-1 text-slate-600">Tap the heart on any car to keep it here.</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {cars.map((car) => (
        <li key={car.id} className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          {car.image ? (
            <img
              src={imageAtWidth(car.image, 800)}
              srcSet={imageSrcSet(car.image)}
              sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
              width={800}
              height={450}
              alt=""
              loading="lazy"
              className="aspect-video w-full bg-slate-100 object-cover"
            />
          ) : null}
          <div className="flex flex-1 flex-col gap-1 p-4">
            <h3 className="font-semibold text-slate-900">
              <Link to={`/details/${car.id}`} className="hover:text-brand-700 hover:underline">
                {car.title}
              </Link>
            </h3>
            <p className="text-lg font-bold text-slate-900">{formatInr(car.price)}</p>
            {!car.isNew && <DealBadge rating={car.dealRating} reason={car.dealRatingReason} />}
            <p className="text-sm text-slate-600">
              {formatKm(car.mileage)} · {car.fuelType} · {car.location}
            </p>
            <div className="mt-auto flex gap-2 pt-3">
              <Link
                to={`/compare?ids=${car.id}`}
                className={buttonClass({ size: "sm", className: "flex-1 gap-1.5" })}
              >
                <GitCompareArrows aria-hidden="true" className="size-4" />
                Compare<span className="sr-only"> {car.title}</span>
              </Link>
              <Form method="post">
                <input type="hidden" name="intent" value="remove-car" />
                <input type="hidden" name="listingId" value={car.id} />
                <button
                  type="submit"
                  aria-label={`Remove ${car.title} from saved cars`}
                  className="inline-flex size-10 items-center justify-center rounded-lg border border-slate-300 text-slate-700 hover:bg-slate-50 hover:text-red-700"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </Form>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

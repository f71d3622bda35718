import { ArrowUpCircle } from "lucide-react";
import { Suspense, type MouseEvent } from "react";
import { Await, Link } from "react-router";
import { ListingCard } from "~/components/listings/listing-card";
import { formatInr, formatKm } from "~/lib/format-inr";
import { imageAtWidth } from "~/lib/image-srcset";
import type { UpgradeRecommendation, Vehicle } from "~/lib/vehicle";

/** Clicks on a recommendation are recorded (POST /api/recommendations/track); a failure is silent (spec section 8). */
function trackClick(event: MouseEvent<HTMLElement>) {
  const link = (event.target as HTMLElement).closest<HTMLAnchorElement>('a[href^="/details/"]');
  const vehicleId = link?.getAttribute("href")?.split("/")[2];
  if (!vehicleId) return;
  fetch("/api/recommendations/track", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ vehicleId, interactionType: "click", timestamp: new Date().toISOString() }),
    keepalive: true,
  }).catch(() => undefined);
}

const heading = "text-xl font-bold text-slate-900 sm:text-2xl";

/** Similar cars and an upgrade, streamed after the page: they never hold up the car itself. */
export function Recommendations({ similar, upgrade }: { similar: Promise<Vehicle[]>; upgrade: Promise<UpgradeRecommendation | null> }) {
  return (
    <div onClickCapture={trackClick} className="space-y-10">
      <section aria-labelledby="similar-heading">
        <h2 id="similar-heading" className={heading}>
          People Also Considered
        </h2>
        <Suspense fallback={<CardsSkeleton />}>
          <Await resolve={similar}>
            {(cars) =>
              cars.length === 0 ? (
                <p className="mt-3 text-slate-600">No similar cars are listed right now.</p>
              ) : (
                <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                  {cars.map((car) => (
                    <li key={car.id} className="render-when-near flex">
                      <ListingCard vehicle={car} />
                    </li>
                  ))}
                </ul>
              )
            }
          </Await>
        </Suspense>
      </section>
      <Suspense fallback={null}>
        <Await resolve={upgrade}>{(found) => (found ? <UpgradeCard upgrade={found} /> : null)}</Await>
      </Suspense>
    </div>
  );
}

function UpgradeCard({ upgrade }: { upgrade: UpgradeRecommendation }) {
  const car = upgrade.upgradedVehicle;
  const { benefits } = upgrade;
  const points = [
    benefits.newerModel > 0 && `${benefits.newerModel} ${benefits.newerModel === 1 ? "year" : "years"} newer (${car.year})`,
    benefits.lowerMileage > 0 && `${benefits.lowerMileage}% fewer kilometres (${formatKm(car.mileage)})`,
    benefits.fuelEfficiency > 0 && `${benefits.fuelEfficiency}% better fuel economy`,
    benefits.betterFeatures.length > 0 && `Adds ${benefits.betterFeatures.join(", ")}`,
  ].filter((p): p is string => Boolean(p));
  return (
    <section aria-labelledby="upgrade-heading">
      <h2 id="upgrade-heading" className={heading}>
        Smart Upgrade Suggestion
      </h2>
      <article className="relative mt-4 flex flex-col overflow-hidden rounded-xl border border-brand-100 bg-brand-50 sm:flex-row">
        {car.images[0] && (
          <img
            src={imageAtWidth(car.images[0], 400)}
            width={400}
            height={225}
            alt=""
            loading="lazy"
            decoding="async"
            className="aspect-video w-full object-cover sm:w-72"
          />
        )}
        <div className="flex-1 p-4">
          <h3 className="font-semibold text-slate-900">
            <Link to={`/details/${car.id}`} className="after:absolute after:inset-0">
              {car.year} {car.title}
            </Link>
          </h3>
          <p className="mt-1 text-lg font-bold text-slate-900">
            {formatInr(car.price)}{" "}
            <span className="text-sm font-medium text-slate-700">({formatInr(upgrade.priceDifference)} more)</span>
          </p>
          <ul className="mt-2 space-y-1 text-sm text-slate-800">
            {points.map((point) => (
              <li key={point} className="flex gap-2">
                <ArrowUpCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                {point}
              </li>
            ))}
          </ul>
        </div>
      </article>
    </section>
  );
}

function CardsSkeleton() {
  return (
    <ul aria-hidden="true" className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <li key={i} className="animate-pulse rounded-xl border border-slate-200 bg-white">
          <div className="aspect-video w-full bg-slate-200" />
          <div className="space-y-2 p-4">
            <div className="h-4 w-3/4 rounded bg-slate-200" />
            <div className="h-5 w-1/3 rounded bg-slate-200" />
          </div>
        </li>
      ))}
    </ul>
  );
}

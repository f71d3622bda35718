import { sourceLabel } from "~/lib/vehicle-vocabulary";
import { memo } from "react";
import { SaveButton } from "~/components/account/save-button";
import { CompareToggle } from "~/components/compare/compare-toggle";
import { PlainLink } from "~/components/navigation/site-navigation";
import { DealBadge } from "~/components/pricing/deal-badge";
import { badgeClass } from "~/components/ui/badge";
import { listedPhrase } from "~/lib/days-on-market";
import { formatInr, formatKm } from "~/lib/format-inr";
import { imageAtWidth, imageSrcSet } from "~/lib/image-srcset";
import type { CardVehicle } from "~/lib/vehicle";
import { deriveCategory } from "~/lib/vehicle-category";

interface ListingCardProps {
  vehicle: CardVehicle;
  /** The likely largest paint: load the image at once, with high priority, instead of lazily. */
  eager?: boolean;
  /** "list" lays the card out horizontally (search results in list view). */
  layout?: "grid" | "list";
}

const FEATURED_HINT = "Featured: offered by a Trustmark (certified) dealer and listed in the last 30 days";
const NEW_BADGE = badgeClass("success");
const FEATURED_BADGE = badgeClass("accent");

function ListingCardView({ vehicle, eager = false, layout = "grid" }: ListingCardProps) {
  const image = vehicle.images[0];
  const list = layout === "list";
  const category = vehicle.bodyType ?? deriveCategory(vehicle.model || vehicle.title);
  const others = vehicle.otherSources ?? [];
  return (
    <article
      className={`group relative flex w-full overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md ${
        list ? "flex-col sm:flex-row" : "flex-col"
      }`}
    >
      {/* In a list row the picture keeps its 16:9 shape, centred beside the text: stretched to the
          row's height, object-cover cut the make's name off the illustration ("aruti Suzuki"). */}
      <div className={`relative shrink-0 bg-slate-100 ${list ? "sm:m-3 sm:w-72 sm:self-center sm:overflow-hidden sm:rounded-lg" : ""}`}>
        {image && (
          <img
            src={imageAtWidth(image, 800)}
            srcSet={imageSrcSet(image)}
            sizes={list ? "(min-width: 640px) 288px, 100vw" : "(min-width: 1280px) 22vw, (min-width: 640px) 45vw, 100vw"}
            width={800}
            height={450}
            alt={`${vehicle.exteriorColor ?? ""} ${vehicle.make} ${vehicle.model}`.trim()}
            loading={eager ? "eager" : "lazy"}
            fetchPriority={eager ? "high" : "auto"}
            decoding="async"
            className="aspect-video w-full object-cover"
          />
        )}
        {/* Above the title link's full-card overlay (z-10) so the heart stays clickable. */}
        <SaveButton listingId={vehicle.id} title={`${vehicle.year} ${vehicle.title}`} className="absolute right-2 bottom-2 z-10" />
        <div className="absolute bottom-2 left-2 flex flex-wrap gap-1">
          {category !== "Other" && (
            <span className="rounded-md bg-white/95 px-2 py-0.5 text-xs font-semibold text-slate-800 shadow-sm">{category}</span>
          )}
          {vehicle.isNew && <span className={NEW_BADGE}>New</span>}
          {vehicle.isFeatured && (
            <span title={FEATURED_HINT} className={FEATURED_BADGE}>
              Featured<span className="sr-only">: Trustmark dealer, listed in the last 30 days</span>
            </span>
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="text-base font-semibold leading-snug text-slate-900">
          <PlainLink to={`/details/${vehicle.id}`} className="after:absolute after:inset-0 focus:outline-none">
            {`${vehicle.year} ${vehicle.title}`}
          </PlainLink>
        </h3>
        <p className="text-lg font-bold text-slate-900">
          <data value={vehicle.price}>{formatInr(vehicle.price)}</data>
        </p>
        {!vehicle.isNew && (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <DealBadge rating={vehicle.dealRating} reason={vehicle.dealRatingReason} />
            {vehicle.dealRating && vehicle.estimatedPrice ? (
              <span className="text-xs text-slate-600">{`Fair price ${formatInr(vehicle.estimatedPrice)}`}</span>
            ) : null}
          </p>
        )}
        <p className="text-sm text-slate-700">
          {`${vehicle.year} · ${formatKm(vehicle.mileage)} · ${vehicle.fuelType} · ${vehicle.transmission}`}
        </p>
        <p className="text-sm text-slate-600">
          {vehicle.exteriorColor ? `${vehicle.location} · ${vehicle.exteriorColor}` : vehicle.location}
        </p>
        <p className="mt-auto pt-2 text-xs text-slate-600">
          on <span className="font-medium text-slate-800">{sourceLabel(vehicle.source)}</span>
          {vehicle.daysOnMarket === undefined ? null : ` · ${listedPhrase(vehicle.daysOnMarket)}`}
        </p>
        {others.length > 0 && (
          <p className="text-xs text-slate-600">{`Also on: ${others.map((o) => `${o.source} ${formatInr(o.price)}`).join(", ")}`}</p>
        )}
        <CompareToggle vehicle={vehicle} />
      </div>
    </article>
  );
}

/**
 * Memoised by what the card shows: after a filter change the loader returns new objects for
 * the same cars, and re-rendering 48 unchanged cards would be wasted work.
 */
export const ListingCard = memo(
  ListingCardView,
  (a, b) =>
    a.eager === b.eager &&
    a.layout === b.layout &&
    a.vehicle.id === b.vehicle.id &&
    a.vehicle.price === b.vehicle.price &&
    a.vehicle.dealRating === b.vehicle.dealRating &&
    a.vehicle.daysOnMarket === b.vehicle.daysOnMarket &&
    a.vehicle.otherSources?.length === b.vehicle.otherSources?.length,
);

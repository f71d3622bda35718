import { Link } from "react-router";
import { formatInr, formatKm } from "~/lib/format-inr";
import { imageAtWidth, imageSrcSet } from "~/lib/image-srcset";
import type { Vehicle } from "~/lib/vehicle";

export function ListingCard({ vehicle, eager = false }: { vehicle: Vehicle; eager?: boolean }) {
  const image = vehicle.images[0];
  const title = `${vehicle.year} ${vehicle.title}`;
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      {image && (
        <img
          src={imageAtWidth(image, 800)}
          srcSet={imageSrcSet(image)}
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          width={800}
          height={450}
          alt={`${vehicle.exteriorColor ?? ""} ${vehicle.make} ${vehicle.model}`.trim()}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="aspect-video w-full bg-slate-100 object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="text-base font-semibold leading-snug text-slate-900">
          <Link to={`/details/${vehicle.id}`} className="after:absolute after:inset-0 focus:outline-none">
            {title}
          </Link>
        </h3>
        <p className="text-sm text-slate-600">
          {formatKm(vehicle.mileage)} · {vehicle.fuelType} · {vehicle.transmission}
        </p>
        <p className="text-sm text-slate-600">{vehicle.location}</p>
        <p className="mt-auto pt-2 text-lg font-bold text-slate-900">{formatInr(vehicle.price)}</p>
        <p className="text-xs text-slate-600">
          on {vehicle.source}
          {vehicle.otherSources && vehicle.otherSources.length > 0 && (
            <> · also on {vehicle.otherSources.map((o) => o.source).join(", ")}</>
          )}
        </p>
      </div>
    </article>
  );
}

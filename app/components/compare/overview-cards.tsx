import { sourceLabel } from "~/lib/vehicle-vocabulary";
import { ChevronLeft, ChevronRight, Plus } from "lucide-react";
import { useRef, useState, type CSSProperties, type PointerEvent } from "react";
import { Link } from "react-router";
import { engineSummary, MAX_COMPARE, type CompareVehicle } from "~/lib/compare";
import { formatInr, formatKm } from "~/lib/format-inr";
import { imageAtWidth, imageSrcSet } from "~/lib/image-srcset";

/** Spec section 5: a horizontal swipe longer than this switches the car on mobile. */
export const SWIPE_THRESHOLD_PX = 100;

interface OverviewCardsProps {
  cars: CompareVehicle[];
  onAddClick: () => void;
}

/** One card per car; a grid on wider screens, a swipeable one-at-a-time carousel on phones. */
export function OverviewCards({ cars, onAddClick }: OverviewCardsProps) {
  const [index, setIndex] = useState(0);
  const start = useRef<number | null>(null);
  const slides = cars.length + (cars.length < MAX_COMPARE ? 1 : 0);
  const current = Math.min(index, slides - 1);
  const go = (to: number) => setIndex(Math.max(0, Math.min(slides - 1, to)));

  function onPointerUp(event: PointerEvent) {
    if (start.current === null) return;
    const delta = event.clientX - start.current;
    start.current = null;
    if (Math.abs(delta) > SWIPE_THRESHOLD_PX) go(current + (delta < 0 ? 1 : -1));
  }

  return (
    <section aria-roledescription="carousel" aria-label="Cars compared" className="overflow-hidden">
      <div
        className="flex touch-pan-y transition-transform duration-300 max-md:[transform:translateX(calc(var(--slide)*-100%))] md:grid md:grid-cols-3 md:gap-4"
        style={{ "--slide": current } as CSSProperties}
        onPointerDown={(e) => (start.current = e.clientX)}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
      >
        {cars.map((car, i) => (
          <div
            key={car.vehicle.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides}`}
            data-current={i === current}
            className="w-full shrink-0 px-1 max-md:data-[current=false]:invisible"
          >
            <CarCard car={car} eager={i === 0} />
          </div>
        ))}
        {cars.length < MAX_COMPARE && (
          <div
            role="group"
            aria-roledescription="slide"
            aria-label={`${slides} of ${slides}`}
            data-current={current === slides - 1}
            className="w-full shrink-0 px-1 max-md:data-[current=false]:invisible"
          >
            <button
              type="button"
              onClick={onAddClick}
              className="flex h-full min-h-64 w-full flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700"
            >
              <Plus aria-hidden="true" className="h-8 w-8" />
              <span className="font-semibold">Add Vehicle</span>
              <span className="text-sm">Compare up to {MAX_COMPARE} cars</span>
            </button>
          </div>
        )}
      </div>
      {slides > 1 && (
        <div className="mt-3 flex items-center justify-center gap-3 md:hidden">
          <button type="button" onClick={() => go(current - 1)} disabled={current === 0} aria-label="Previous car" className="rounded-full border border-slate-300 bg-white p-2 disabled:opacity-40">
            <ChevronLeft aria-hidden="true" className="h-5 w-5" />
          </button>
          <p className="text-sm font-medium text-slate-700" aria-live="polite">
            {current + 1} of {slides}
          </p>
          <button type="button" onClick={() => go(current + 1)} disabled={current === slides - 1} aria-label="Next car" className="rounded-full border border-slate-300 bg-white p-2 disabled:opacity-40">
            <ChevronRight aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
      )}
    </section>
  );
}

function CarCard({ car, eager }: { car: CompareVehicle; eager: boolean }) {
  const v = car.vehicle;
  const image = v.images[0];
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="relative bg-slate-100">
        {image && (
          <img
            src={imageAtWidth(image, 800)}
            srcSet={imageSrcSet(image)}
            sizes="(min-width: 768px) 33vw, 100vw"
            width={800}
            height={450}
            alt={`${v.exteriorColor ?? ""} ${v.make} ${v.model}`.trim()}
            loading={eager ? "eager" : "lazy"}
            draggable={false}
            className="aspect-video w-full object-cover"
          />
        )}
        <span className="absolute left-2 top-2 rounded-md bg-white/95 px-2 py-0.5 text-xs font-semibold text-slate-800 shadow-sm">{sourceLabel(v.source)}</span>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="font-semibold leading-snug text-slate-900">
          {v.year} {v.title}
        </h3>
        <p className="text-lg font-bold">{formatInr(v.price)}</p>
        <dl className="mt-1 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-600">Year</dt>
          <dd className="font-medium">{v.year}</dd>
          <dt className="text-slate-600">Driven</dt>
          <dd className="font-medium">{formatKm(v.mileage)}</dd>
          <dt className="text-slate-600">Engine</dt>
          <dd className="font-medium">{engineSummary(car)}</dd>
          <dt className="text-slate-600">Transmission</dt>
          <dd className="font-medium">{v.transmission}</dd>
        </dl>
        <Link
          to={`/details/${v.id}`}
          className="mt-auto inline-flex justify-center rounded-lg border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          View Details<span className="sr-only">: {v.year} {v.title}</span>
        </Link>
      </div>
    </article>
  );
}

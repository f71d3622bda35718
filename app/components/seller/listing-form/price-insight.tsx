/**
 * The fair-price estimate and the deal rating of the asking price, live as the seller types:
 * one debounced call to /api/price-estimate when the car's facts change; the rating of each
 * typed price is then worked out in the browser with the same rule the site rates cars by.
 */
import { useEffect, useState } from "react";
import { DealBadge } from "~/components/pricing/deal-badge";
import { PriceRangeBar } from "~/components/pricing/price-range-bar";
import { formatInr } from "~/lib/format-inr";
import { rateDeal, type PriceRange } from "~/lib/pricing/deal-rating";
import { parseWholeNumber } from "~/lib/selling/listing-form";
import type { SellerType } from "~/lib/selling/seller-account";

export interface CarFacts {
  make: string;
  model: string;
  variant: string;
  year: string;
  km: string;
  fuelType: string;
  transmission: string;
  ownerCount: string;
  city: string;
  bodyType: string;
}

const DEBOUNCE_MS = 500;

/** The estimate's query, or null until make, model, year and km are usable. */
function estimateQuery(car: CarFacts, sellerType: SellerType): string | null {
  const km = parseWholeNumber(car.km);
  if (!car.make.trim() || !car.model.trim() || !/^\d{4}$/.test(car.year.trim()) || km === null) return null;
  const params = new URLSearchParams({ make: car.make.trim(), model: car.model.trim(), year: car.year.trim(), km: String(km) });
  const optional = { variant: car.variant, fuel: car.fuelType, transmission: car.transmission, city: car.city, bodyType: car.bodyType };
  for (const [key, value] of Object.entries(optional)) if (value.trim()) params.set(key, value.trim());
  if (car.ownerCount) params.set("owners", car.ownerCount === "1" || car.ownerCount === "2" ? car.ownerCount : "3+");
  // The listing will be saved with its seller's type, and the details page's estimate reads it.
  params.set("sellerType", sellerType);
  return params.toString();
}

export function PriceInsight({ car, price, sellerType }: { car: CarFacts; price: string; sellerType: SellerType }) {
  const query = estimateQuery(car, sellerType);
  const [range, setRange] = useState<{ query: string; range: (PriceRange & { basis: string }) | null } | null>(null);
  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/price-estimate?${query}`, { signal: controller.signal })
        .then(async (r) => setRange({ query, range: r.ok ? ((await r.json()) as PriceRange & { basis: string }) : null }))
        .catch(() => {});
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const current = range && range.query === query ? range.range : null;
  const asking = parseWholeNumber(price);
  return (
    <div aria-live="polite" className="mt-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
      {!query ? (
        <p>Fill in make, model, year and kilometres to see the fair price of your car.</p>
      ) : !current ? (
        <p>{range?.query === query ? "We have too few similar cars to estimate a fair price." : "Working out the fair price..."}</p>
      ) : (
        <>
          <p>
            Fair price for this car: <strong>{formatInr(current.estimate)}</strong> (most sell between {formatInr(current.low)} and{" "}
            {formatInr(current.high)}).
          </p>
          {asking !== null ? (
            <>
              <p className="mt-1 flex flex-wrap items-center gap-2">
                Your price {formatInr(asking)} would be rated <DealBadge rating={rateDeal(asking, current)} />
              </p>
              <PriceRangeBar price={asking} range={current} className="mt-2" />
            </>
          ) : null}
          <p className="mt-1 text-xs text-slate-600">Based on {current.basis}.</p>
        </>
      )}
    </div>
  );
}

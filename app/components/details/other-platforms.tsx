import { ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { formatInr } from "~/lib/format-inr";
import { findPartner } from "~/lib/partners";
import { partnerPageUrl, type VehicleDetail } from "~/lib/vehicle";
import { SectionCard } from "./section-card";

function difference(price: number, base: number): string {
  if (price === base) return "same price";
  return price < base ? `${formatInr(base - price)} less` : `${formatInr(price - base)} more`;
}

/**
 * The same car listed on other platforms, cheapest first, each linking to its page on that
 * platform when the partner sent one (feeds and the push API do). Without one (the demo
 * import's copies) we link to the platform's site, saying plainly that the buyer has to search there.
 */
export function OtherPlatforms({ vehicle }: { vehicle: VehicleDetail }) {
  const others = vehicle.otherSources ?? [];
  if (others.length === 0) return null;
  return (
    <SectionCard id="platforms" title="Same car on other platforms">
      <ul className="divide-y divide-slate-200">
        {others.map((other) => {
          const partner = findPartner(other.source);
          const page = partnerPageUrl(other.url);
          return (
            <li key={other.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
              <div>
                <p className="font-semibold text-slate-900">{other.source}</p>
                <p className="text-sm text-slate-600">
                  <span className="font-semibold text-slate-900">{formatInr(other.price)}</span> ({difference(other.price, vehicle.price)})
                </p>
              </div>
              <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                <Link to={`/details/${other.id}`} className="font-medium text-brand-700 underline">
                  View this listing<span className="sr-only"> on {other.source}</span>
                </Link>
                {page && <ExternalPageLink href={page}>View it on {other.source}</ExternalPageLink>}
                {!page && partner.site && (
                  <a href={partner.site} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-medium text-brand-700 underline">
                    Search for it on {partner.name}
                    <ExternalLink aria-hidden="true" className="size-3.5" />
                    <span className="sr-only">(opens {new URL(partner.site).hostname} in a new tab)</span>
                  </a>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {others.some((other) => !partnerPageUrl(other.url)) && (
        <p className="mt-2 text-xs text-slate-600">
          Where a platform did not share its link, "Search for it" opens its home page: search there for {vehicle.year} {vehicle.make}{" "}
          {vehicle.model} in {vehicle.city}.
        </p>
      )}
    </SectionCard>
  );
}

/** A link to a partner's page for the car, opening in a new tab, saying so to screen readers. */
export function ExternalPageLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex items-center gap-1 font-medium text-brand-700 underline">
      {children}
      <ExternalLink aria-hidden="true" className="size-3.5" />
      <span className="sr-only">(opens {new URL(href).hostname} in a new tab)</span>
    </a>
  );
}

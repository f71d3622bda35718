/**
 * The five deal levels with what each means, and what the fair-price range is: one
 * explanation for the details page's "How we rate" and the pricing guide.
 */
import { DEAL_EXPLANATIONS, DEAL_RATINGS, MIN_COMPARABLES_TO_RATE } from "~/lib/pricing/deal-rating";
import { DealBadge } from "./deal-badge";

export function DealLevels({ className = "" }: { className?: string }) {
  return (
    <div className={`space-y-3 ${className}`}>
      <p>
        We estimate a fair price for each used car from similar listings: same model, age, kilometres, fuel, gearbox and
        city. Our fair-price range is where about 8 in 10 similar cars&apos; asking prices fall.
      </p>
      <ul className="space-y-2">
        {DEAL_RATINGS.map((rating) => (
          <li key={rating} className="grid gap-1 sm:grid-cols-[7rem_minmax(0,1fr)] sm:items-baseline sm:gap-3">
            <DealBadge rating={rating} />
            <span>{DEAL_EXPLANATIONS[rating]}</span>
          </li>
        ))}
      </ul>
      <p>
        A car is rated only when at least {MIN_COMPARABLES_TO_RATE} listings of the same model, within two years of it, are
        there to compare with; new cars are sold at the maker&apos;s price and are not rated.
      </p>
    </div>
  );
}

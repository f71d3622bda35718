import { countNoun } from "~/lib/count-noun";
import { Link } from "react-router";
import { AnalyticsChart } from "~/components/seller/analytics-chart";
import { AnalyticsListingsTable } from "~/components/seller/analytics-listings-table";
import { AnalyticsRangeTabs } from "~/components/seller/analytics-range-tabs";
import { RANGE_LABELS } from "~/lib/selling/analytics-range";
import { formatLakhs } from "~/lib/selling/seller-figures";
import { PRIVATE_NO_STORE } from "~/.server/http/cache-control";
import { loadSellerAnalytics } from "./analytics.server";
import type { Route } from "./+types/analytics";

export const meta: Route.MetaFunction = () => [{ title: "Analytics | Dealer Dashboard | CarSaathi" }, { name: "robots", content: "noindex" }];

export function headers() {
  return { "Cache-Control": PRIVATE_NO_STORE };
}

export function loader({ request }: Route.LoaderArgs) {
  return loadSellerAnalytics(request);
}

function DealersOnly() {
  return (
    <section aria-labelledby="analytics-heading" className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="analytics-heading" className="text-xl font-bold text-slate-900">
        Analytics is for dealers
      </h2>
      <p className="mt-2 text-slate-700">
        Private sellers see their views and inquiries on My Listings. Selling as a business? Contact us to register as a dealer.
      </p>
      <p className="mt-4 flex flex-wrap gap-4">
        <Link to="/seller" className="font-medium text-brand-700 hover:underline">
          Back to My Listings
        </Link>
        <Link to="/contact" className="font-medium text-brand-700 hover:underline">
          Contact us
        </Link>
      </p>
    </section>
  );
}

export default function SellerAnalytics({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "dealers-only") return <DealersOnly />;
  const { range, series, listings, listingCount } = loaderData;
  const period = RANGE_LABELS[range];
  const revenue = series.revenue.reduce((a, b) => a + b, 0);
  return (
    <section aria-labelledby="analytics-heading" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="analytics-heading" className="text-xl font-bold text-slate-900">
            Analytics
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Last {period}, on India time. Sales: {countNoun(series.sales.reduce((a, b) => a + b, 0), "car")} for {formatLakhs(revenue)}.
          </p>
        </div>
        <AnalyticsRangeTabs current={range} />
      </div>
      <div className="grid gap-4 xl:grid-cols-3">
        <AnalyticsChart title="Views" keys={series.keys} values={series.views} tone="text-brand-700" />
        <AnalyticsChart title="Inquiries" keys={series.keys} values={series.inquiries} tone="text-accent-700" />
        <AnalyticsChart title="Sales" keys={series.keys} values={series.sales} tone="text-emerald-700" />
      </div>
      <div>
        <h3 className="mb-2 text-lg font-semibold text-slate-900">Your listings</h3>
        {listingCount > listings.length ? (
          <p className="mb-2 text-sm text-slate-700">
            The {listings.length} most recently listed of your {countNoun(listingCount, "car")}.
          </p>
        ) : null}
        <AnalyticsListingsTable listings={listings} periodLabel={period} />
      </div>
    </section>
  );
}

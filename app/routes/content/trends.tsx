import { pageMeta, siteOrigin } from "~/lib/seo/page-meta";
import { getDb } from "~/.server/db/client";
import { getMarketTrends, type MedianRow } from "~/.server/market/market-trends";
import { BarTable, type BarRow } from "~/components/content/bar-table";
import { ContentPage, SmartLink } from "~/components/content/content-page";
import { formatInr, groupIndian } from "~/lib/format-inr";
import type { Route } from "./+types/trends";
import { PUBLIC_LONGER_CACHE } from "~/.server/http/cache-control";
import { indiaDate } from "~/lib/india-date";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Car market trends in India | CarSaathi",
    description: "Live used and new car market figures: median asking prices by body type and model year, the most-listed models and cities.",
    path: "/trends",
    origin: siteOrigin(matches),
  });

export async function loader() {
  const trends = await getMarketTrends(await getDb());
  return { ...trends, asOf: trends.asOf.toISOString() };
}

export function headers() {
  return { "Cache-Control": PUBLIC_LONGER_CACHE };
}

function medianRows(rows: MedianRow[]): BarRow[] {
  return rows.map((r) => ({ label: r.label, value: r.medianPrice, display: formatInr(r.medianPrice), extra: groupIndian(r.listings) }));
}

function countRows(rows: { label: string; listings: number }[]): BarRow[] {
  return rows.map((r) => ({ label: r.label, value: r.listings, display: groupIndian(r.listings) }));
}

export default function Trends({ loaderData }: Route.ComponentProps) {
  const { totalActive, asOf, byBodyType, byYear, topModels, topCities } = loaderData;
  return (
    <ContentPage
      wide
      title="Car market trends"
      intro={
        <>
          Counted live from the <strong className="text-slate-900">{groupIndian(totalActive)}</strong> active listings on
          CarSaathi on {indiaDate(asOf, "long")}. Prices are sellers' asking prices; a car listed on several
          platforms counts once for each platform it is listed on.
        </>
      }
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <BarTable
          id="trend-body"
          caption="Median asking price by body type"
          labelHeader="Body type"
          valueHeader="Median price"
          extraHeader="Listings"
          rows={medianRows(byBodyType)}
        />
        <BarTable
          id="trend-year"
          caption="Median asking price by model year"
          labelHeader="Year"
          valueHeader="Median price"
          extraHeader="Listings"
          rows={medianRows(byYear)}
        />
        <BarTable id="trend-models" caption="Most-listed models" labelHeader="Model" valueHeader="Listings" rows={countRows(topModels)} />
        <BarTable id="trend-cities" caption="Cities with the most listings" labelHeader="City" valueHeader="Listings" rows={countRows(topCities)} />
      </div>
      <p className="text-slate-700">
        The median is the middle price: half the cars ask more, half ask less, so a few very dear cars don't skew it. To
        judge one car's price, read the <SmartLink href="/guides/pricing-guide">pricing guide</SmartLink> or{" "}
        <SmartLink href="/used-cars">compare used cars</SmartLink>.
      </p>
    </ContentPage>
  );
}

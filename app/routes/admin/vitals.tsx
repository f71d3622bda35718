import { AdminViewTabs } from "~/components/admin/admin-view-tabs";
import { RouteVitalsTable } from "~/components/web-vitals/route-vitals-table";
import { countNoun } from "~/lib/count-noun";
import { loadVitalsPage } from "./vitals.server";
import type { Route } from "./+types/vitals";

export const meta: Route.MetaFunction = () => [{ title: "Page speed | Admin | CarSaathi" }, { name: "robots", content: "noindex" }];

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function loader({ request }: Route.LoaderArgs) {
  return loadVitalsPage(request);
}

const TABS = [
  { tab: "mobile", label: "Mobile", href: "/admin/vitals" },
  { tab: "desktop", label: "Desktop", href: "/admin/vitals?device=desktop" },
] as const;

export default function AdminVitals({ loaderData }: Route.ComponentProps) {
  const { device, days, from, to, routes, moreRoutes } = loaderData;
  return (
    <section aria-labelledby="vitals-heading">
      <h1 id="vitals-heading" className="text-2xl font-bold text-slate-900">
        Page speed from visitors
      </h1>
      <p className="mt-1 text-slate-700">
        Core Web Vitals measured in visitors&rsquo; browsers, the last {days} days ({from} to {to}, India time): the 75th percentile (p75) of each
        page&rsquo;s views, rated by Google&rsquo;s thresholds. Phones are viewports narrower than 768 px.
      </p>
      <AdminViewTabs label="Device" tabs={TABS} current={device} />
      {routes.length === 0 ? (
        <p className="mt-4 text-slate-700">No {device} reports in the last {days} days.</p>
      ) : (
        <div className="mt-6 space-y-8">
          {routes.map((route) => (
            <RouteVitalsTable key={route.route} vitals={route} device={device} />
          ))}
          {moreRoutes > 0 ? <p className="text-slate-700">{countNoun(moreRoutes, "more route")} with fewer reports not shown.</p> : null}
        </div>
      )}
    </section>
  );
}

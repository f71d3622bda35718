import { BellOff } from "lucide-react";
import { Link } from "react-router";
import { formatInr } from "~/lib/format-inr";
import { loadNotificationsPage } from "./notifications.server";
import type { Route } from "./+types/notifications";

export const meta: Route.MetaFunction = () => [{ title: "Notifications | CarSaathi" }, { name: "robots", content: "noindex" }];

export function loader({ request }: Route.LoaderArgs) {
  return loadNotificationsPage(request);
}

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-IN", { day: "numeric", month: "short", hour: "numeric", minute: "2-digit", timeZone: "Asia/Kolkata" });

export default function Notifications({ loaderData }: Route.ComponentProps) {
  const { items } = loaderData;
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">Notifications</h1>
      <p className="mt-1 text-slate-700">
        New matches of your <Link to="/saved-searches" className="font-medium text-brand-700 underline">saved searches</Link> and price drops of cars you set a price alert on, from the last 30 days.
      </p>
      {items.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <BellOff aria-hidden="true" className="mx-auto size-8 text-slate-500" />
          <h2 className="mt-3 text-lg font-bold text-slate-900">Nothing new</h2>
          <p className="mt-2 text-slate-700">Save a search or set a price alert on a car, and what they find will show here.</p>
        </div>
      ) : (
        <ul aria-label="Notifications" className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {items.map((item) => (
            <li key={item.kind === "match" ? `m${item.id}` : `d${item.listingId}`} className="flex items-start gap-3 p-4">
              <span aria-hidden="true" className={`mt-2 size-2.5 shrink-0 rounded-full ${item.unseen ? "bg-accent-700" : "bg-transparent"}`} />
              <div className="min-w-0 flex-1">
                <p className="text-sm text-slate-600">
                  {item.unseen && <span className="mr-2 rounded bg-accent-700 px-1.5 py-0.5 text-xs font-bold text-white">New</span>}
                  {item.kind === "match" ? `New match for “${item.searchName}”` : `Price dropped from ${formatInr(item.previousPrice)}`}
                  {" · "}
                  <time dateTime={item.at}>{when(item.at)}</time>
                </p>
                <Link to={`/details/${item.listingId}`} className="mt-1 block font-semibold text-slate-900 hover:text-brand-700 hover:underline">
                  {item.title}
                </Link>
                <p className="font-bold text-brand-700">{formatInr(item.price)}</p>
                {item.kind === "match" && item.more > 0 && (
                  <Link to={`/saved-searches/${item.searchId}/open`} className="mt-1 inline-block text-sm font-medium text-brand-700 underline">
                    and {item.more} more {item.more === 1 ? "car" : "cars"} for “{item.searchName}”
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

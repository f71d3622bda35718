import { pageMeta, siteOrigin } from "~/lib/seo/page-meta";
import { Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { ComparePage } from "~/components/compare/compare-page";
import { buttonClass } from "~/components/ui/button";
import type { Route } from "./+types/compare";
import { loadComparePage } from "./compare.server";
import { PUBLIC_SHORT_CACHE } from "~/.server/http/cache-control";

// Kept out of search (robots.txt says why); the canonical is the bare page.
export const meta: Route.MetaFunction = ({ data, matches }) => {
  const names = data?.vehicles.map((c) => `${c.vehicle.make} ${c.vehicle.model}`) ?? [];
  return pageMeta({
    title: `${names.length > 1 ? `${names.join(" vs ")}: ` : ""}Compare cars | CarSaathi`,
    description: "Compare up to 3 cars side by side: prices, specifications, features and price trends.",
    path: "/compare",
    origin: siteOrigin(matches),
    noindex: true,
  });
};

export async function loader({ request }: Route.LoaderArgs) {
  return loadComparePage(request);
}

export function headers() {
  return { "Cache-Control": PUBLIC_SHORT_CACHE };
}

/**
 * The page keeps its selection in the browser between URL writes, so a mutation elsewhere on
 * the page (saving a car, signing out) must not reload the cars the URL named at first.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod.toUpperCase() !== "GET") return false;
  return defaultShouldRevalidate;
}

export default function CompareRoute({ loaderData }: Route.ComponentProps) {
  return <ComparePage data={loaderData} />;
}

export function ErrorBoundary() {
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Comparison unavailable</h1>
      <p role="alert" className="mt-3 text-slate-700">
        We could not load these cars. Please try again.
      </p>
      <Link to="/compare" className={buttonClass({ size: "compact", hover: false, className: "mt-6" })}>
        Try again
      </Link>
    </main>
  );
}

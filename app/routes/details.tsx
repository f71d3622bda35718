import { pageMeta, siteOrigin } from "~/lib/seo/page-meta";
import { sourceLabel } from "~/lib/vehicle-vocabulary";
import { Suspense, useEffect } from "react";
import { Await, data } from "react-router";
import { DetailsSkeleton } from "~/components/details/details-skeleton";
import { DetailsView } from "~/components/details/details-view";
import { UnavailablePage } from "~/components/details/unavailable-page";
import { useViewBeacon } from "~/components/details/view-beacon";
import { buttonClass } from "~/components/ui/button";
import { formatInr, formatKm } from "~/lib/format-inr";
import { imageAtWidth } from "~/lib/image-srcset";
import type { Route } from "./+types/details";
import { handleDetailsAction, loadDetails, type DetailsPage } from "./details.server";
import { chosenPlace } from "~/.server/http/on-road-city";
import { PRIVATE_NO_STORE, PUBLIC_SHORT_CACHE } from "~/.server/http/cache-control";

const UNAVAILABLE_TITLE = "This car is no longer available | CarSaathi";

function pageTitle(page: Extract<DetailsPage, { kind: "available" }>): string {
  const v = page.vehicle;
  return `${v.year} ${v.title} for ${formatInr(v.price)} in ${v.city} | CarSaathi`;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData || !("kind" in loaderData)) return [{ title: "Car details | CarSaathi" }];
  if (loaderData.kind === "unavailable") return [{ title: UNAVAILABLE_TITLE }, { name: "robots", content: "noindex" }];
  const { vehicle: v, pageUrl } = loaderData;
  const description = `${v.year} ${v.make} ${v.model}${v.variant ? ` ${v.variant}` : ""}, ${formatKm(v.mileage)}, ${v.fuelType}, ${v.transmission}, in ${v.location}. Asking ${formatInr(v.price)} on ${sourceLabel(v.source)}.`;
  const image = v.images[0] ? new URL(imageAtWidth(v.images[0], 1200), pageUrl).toString() : null;
  return [
    ...pageMeta({
      title: pageTitle(loaderData),
      description,
      // The loader's pageUrl already names the public origin; its path is the canonical.
      path: new URL(pageUrl).pathname,
      origin: siteOrigin(matches) ?? new URL(pageUrl).origin,
      type: "product",
      image,
      ogTitle: `${v.year} ${v.title} for ${formatInr(v.price)}`,
    }),
    ...(image ? [{ property: "og:image:width", content: "1200" }, { property: "og:image:height", content: "675" }] : []),
  ];
};

export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await loadDetails(request, params.id);
  if (page.kind === "unavailable") return data(page, { status: page.status, headers: { "Cache-Control": PUBLIC_SHORT_CACHE } });
  // A signed-in visitor's page carries their price alert and contact details: never shared.
  const headers = new Headers({ "Cache-Control": page.signedIn ? PRIVATE_NO_STORE : PUBLIC_SHORT_CACHE });
  // The city picker without JavaScript: `?city=` is remembered (and the answer kept private).
  const { setCookie } = chosenPlace(request);
  if (setCookie) headers.set("Set-Cookie", setCookie);
  return data(page, { headers });
}

export function headers({ loaderHeaders, parentHeaders }: Route.HeadersArgs) {
  const headers = new Headers(parentHeaders);
  loaderHeaders.forEach((value, key) => headers.set(key, value));
  if (headers.has("Set-Cookie")) headers.set("Cache-Control", PRIVATE_NO_STORE);
  return headers;
}

export function action({ request, params, context }: Route.ActionArgs) {
  return handleDetailsAction(request, params.id, context.clientIp);
}

// The car last shown, so that revalidating it (after saving or a price alert) does not
// flash the skeleton: only a move to another car does.
let shownId: string | undefined;

/**
 * In the browser, moving to a car shows the skeleton at once and the page when its data
 * arrives. The first visit is rendered on the server with the data (no skeleton).
 */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  if (params.id === shownId) return serverLoader();
  return { pending: serverLoader() };
}

export default function Details({ loaderData, actionData }: Route.ComponentProps) {
  if ("pending" in loaderData) {
    return (
      <Suspense fallback={<DetailsSkeleton />}>
        <Await resolve={loaderData.pending}>{(page) => <DetailsPage page={page} actionData={actionData} />}</Await>
      </Suspense>
    );
  }
  return <DetailsPage page={loaderData} actionData={actionData} />;
}

function DetailsPage({ page, actionData }: { page: DetailsPage; actionData: unknown }) {
  const id = page.kind === "available" ? page.vehicle.id : undefined;
  const title = page.kind === "available" ? pageTitle(page) : UNAVAILABLE_TITLE;
  useEffect(() => {
    shownId = id;
    // After a client-side move the meta ran before the data arrived.
    document.title = title;
  }, [id, title]);
  useViewBeacon(id);
  if (page.kind === "unavailable") return <UnavailablePage carName={page.carName} suggestions={page.suggestions} />;
  return <DetailsView page={page} actionData={actionData} />;
}

export function ErrorBoundary() {
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-16">
      <h1 className="text-2xl font-bold">We couldn't show this car</h1>
      <p className="mt-3 text-slate-600">Something went wrong loading the car's details. Please try again in a moment.</p>
      <a href="/search" className={buttonClass({ size: "compact", hover: false, className: "mt-6" })}>
        Search all cars
      </a>
    </main>
  );
}

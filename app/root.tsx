import { memo, useEffect, useMemo, type ReactNode } from "react";
import { AccountProvider } from "~/components/account/use-account";
import { shouldRevalidateRoot } from "~/lib/root-revalidation";
import { isRouteErrorResponse, Links, Meta, Outlet, ScrollRestoration, useRouteLoaderData } from "react-router";
import { toast } from "~/components/ui/toast";
import { loadRootData } from "./root.server";
import type { Route } from "./+types/root";
import { BottomBar } from "./components/layout/bottom-bar";
import { useNonce } from "./components/layout/nonce";
import { HydrateLater } from "./components/layout/hydrate-later";
import { NotFoundPage } from "./components/layout/not-found-page";
import { PageScripts } from "./components/layout/page-scripts";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { Toaster } from "./components/ui/toaster";
import { CompareTraySlot } from "./components/compare/compare-tray-slot";
import { LiveMessagesProvider } from "./components/messaging/live-messages";
import { SiteNavigationProvider } from "./components/navigation/site-navigation";
import { WebVitalsReporter } from "./components/web-vitals/web-vitals-reporter";
import appCss from "./app.css?url";

export const meta: Route.MetaFunction = () => [
  { title: "CarSaathi: compare new and used car prices across India" },
  {
    name: "description",
    content: "Search new and used cars from India's car marketplaces in one place, with honest prices in rupees.",
  },
];

/** The visitor (or null), their saved car ids and searches, the bell's count and a one-shot flash message; see root.server.ts. */
export function loader({ request }: Route.LoaderArgs) {
  return loadRootData(request);
}

/** Skipped for filter and page changes on the same screen; see root-revalidation.ts. */
export const shouldRevalidate = shouldRevalidateRoot;

/**
 * The shell does not depend on the page's data, so a navigation re-renders it only where it
 * reads the location (active nav links), not as a whole.
 */
const Header = memo(SiteHeader);
const Footer = memo(SiteFooter);
const Bar = memo(BottomBar);

/**
 * The document's `<html>`: rendered on the server. In browsers Preact hydrates into the
 * document's own `<html>` (a document container means its element, decision 042), so there
 * the head and body are hydrated in place of it, and its attributes stay as the server sent them.
 */
function Html({ children }: { children: ReactNode }) {
  return typeof document === "undefined" ? <html lang="en-IN">{children}</html> : <>{children}</>;
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // Undefined while an error page renders without root data: the header then shows a guest.
  const data = useRouteLoaderData<typeof loader>("root");
  const account = useMemo(() => ({ user: data?.user ?? null, savedIds: data?.savedIds ?? [], savedSearchKeys: data?.savedSearchKeys ?? [] }), [data]);
  const { user } = account;
  return (
    <Html>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* With a precedence React writes the stylesheet early in the head (after the first
            picture's preload, which it adds on its own); written here, where React puts it, so
            Preact pairs each head element with its own. */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <meta name="theme-color" content="#1e40af" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      {/* Bottom padding on phones keeps the last content clear of the fixed bottom bar. */}
      <body className="flex min-h-screen flex-col pb-[calc(4rem+env(safe-area-inset-bottom))] md:pb-0">
        <SiteNavigationProvider>
          <AccountProvider value={account}>
            <LiveMessagesProvider userId={user?.id ?? null}>
              <Header user={user} unseen={data?.unseen ?? 0} />
              {/* The header hydrates first; the page, footer and bottom bar each in a task of
                  their own after it (HydrateLater), so no one task blocks a phone for long. */}
              <HydrateLater className="flex flex-1 flex-col">{children}</HydrateLater>
              <HydrateLater>
                <Footer />
              </HydrateLater>
              <HydrateLater>
                <Bar signedIn={user !== null} />
              </HydrateLater>
              <CompareTraySlot />
            </LiveMessagesProvider>
          </AccountProvider>
        </SiteNavigationProvider>
        <Toaster />
        {/* New pages start at the top; Back/Forward return to where the visitor was. */}
        <ScrollRestoration nonce={nonce} />
        <PageScripts nonce={nonce} />
      </body>
    </Html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { flash } = loaderData;
  // A new flash object arrives with each loader run that carried the cookie.
  useEffect(() => {
    if (flash) toast[flash.type](flash.message);
  }, [flash]);
  return (
    <>
      <Outlet />
      {/* Field Core Web Vitals: loads its module only after the page has loaded (decision 040). */}
      <WebVitalsReporter />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  // A refused request (400, 403, 429) says why: the message is written for the visitor (page-errors.ts).
  const refusal = isRouteErrorResponse(error) && error.status < 500 && typeof error.data === "string" ? error.data : null;
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-16">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="mt-3 text-slate-600">{refusal ?? "Sorry, we hit a problem showing this page. Please try again in a moment."}</p>
      <a href="/" className="mt-6 inline-block rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">
        Back to home
      </a>
    </main>
  );
}

import { pageMeta, siteOrigin } from "~/lib/seo/page-meta";
import { lazy, Suspense, useEffect, useRef, type MouseEvent } from "react";
import { QuoteForm, QUOTE_FORM_ID } from "~/components/sell/quote-form";
import { QuoteResult } from "~/components/sell/quote-result";
import { SellBenefits, SellPartners, SellSteps, SellTestimonials } from "~/components/sell/sell-sections";
import { buttonClass } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { PRIVATE_NO_STORE } from "~/.server/http/cache-control";
import { INCOMPLETE_MESSAGE, INCOMPLETE_TITLE, INVALID_MESSAGE, SUCCESS_MESSAGE, SUCCESS_TITLE } from "~/lib/selling/quote-form";
import { loadSellPage, sellPageAction } from "./sell.server";
import type { Route } from "./+types/sell";

// The listing form is fetched only when a signed-in seller has a quote (spec: lazily loaded).
const SellListing = lazy(() => import("~/components/sell/sell-listing"));

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Sell your car: get an instant quote | CarSaathi",
    description: "Sell your car in 3 easy steps: an instant price range from real market data, a free home inspection and a final offer. Free RC transfer.",
    path: "/sell",
    origin: siteOrigin(matches),
  });

// The form may come back filled from the URL, and signed-in visitors see a different page.
export function headers() {
  return { "Cache-Control": PRIVATE_NO_STORE };
}

export function loader({ request }: Route.LoaderArgs) {
  return loadSellPage(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return sellPageAction(request, context);
}

/** Scrolls to the form and puts the cursor in its first field (the link alone works without JavaScript). */
function startNow(event: MouseEvent<HTMLAnchorElement>) {
  const field = document.getElementById("quote-make");
  if (!field) return;
  event.preventDefault();
  document.getElementById(QUOTE_FORM_ID)?.scrollIntoView({ behavior: "smooth", block: "start" });
  field.focus({ preventScroll: true });
}

const formErrorOf = (invalid: { formError: string | null; incomplete: boolean }) =>
  invalid.formError ?? (invalid.incomplete ? INCOMPLETE_MESSAGE : INVALID_MESSAGE);

export default function Sell({ loaderData, actionData }: Route.ComponentProps) {
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const invalid = actionData?.status === "invalid" ? actionData : null;
  const quoted = actionData?.status === "quoted" ? actionData : null;
  const formError = invalid ? formErrorOf(invalid) : null;

  // Every answer gets its toast, even one repeating the last.
  useEffect(() => {
    if (actionData?.status === "quoted") {
      toast.success(SUCCESS_TITLE, { description: SUCCESS_MESSAGE });
      resultHeading.current?.focus();
    } else if (actionData?.status === "invalid") {
      toast.error(INCOMPLETE_TITLE, { description: formErrorOf(actionData) });
    }
  }, [actionData]);

  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:py-12">
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Sell Your Car in 3 Easy Steps</h1>
        <p className="mt-3 text-lg text-slate-700">
          An instant price range from thousands of real listings, a free inspection at your home, and a final offer you are free to
          refuse.
        </p>
        <a href={`#${QUOTE_FORM_ID}`} onClick={startNow} className={buttonClass({ variant: "strong", size: "lg", className: "mt-5" })}>
          Get Started Now
        </a>
      </div>
      <div className="mt-8">
        <SellSteps />
      </div>

      <div className="mt-12 grid items-start gap-8 lg:grid-cols-2">
        <section id={QUOTE_FORM_ID} aria-labelledby="quote-heading" className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="quote-heading" className="text-2xl font-bold text-slate-900">
            Get Instant Quote
          </h2>
          <p className="mb-4 mt-1 text-slate-600">No sign-in needed. We use your number only to call you about this car.</p>
          <QuoteForm values={actionData?.values ?? loaderData.values} errors={invalid?.errors} formError={formError} />
        </section>
        <QuoteResult ref={resultHeading} quoted={quoted} signedIn={loaderData.signedIn} />
      </div>
      {quoted && loaderData.signedIn ? (
        <Suspense fallback={<p role="status" className="mt-12">Loading the listing form...</p>}>
          <SellListing quote={quoted.values} />
        </Suspense>
      ) : null}

      <SellBenefits />
      <SellTestimonials />
      <SellPartners />
    </main>
  );
}

/**
 * /saved-searches/unsubscribe?token=...: the link in a saved-search mail. GET shows which search
 * would stop and a button (mail scanners follow links: a GET changes nothing); POST (the
 * button, or a mail client's RFC 8058 one-click POST) pauses the search, no sign-in needed. A
 * bad token is a 400 page with a clear message.
 */
import { data, Form, Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { getDb } from "~/.server/db/client";
import { NO_STORE } from "~/.server/http/cache-control";
import { describeSearchUnsubscribe, pauseSearchByToken, type SearchUnsubscribeState } from "~/.server/saved-searches/delivery/unsubscribe-search";
import type { Route } from "./+types/saved-searches.unsubscribe";

export const meta: Route.MetaFunction = () => [{ title: "Stop a saved search's emails | CarSaathi" }, { name: "robots", content: "noindex" }];

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token");

function answer(result: SearchUnsubscribeState, token: string | null) {
  return data(
    { ...result, token: result.state === "active" ? token : null },
    { status: result.state === "invalid" ? 400 : 200, headers: { "Cache-Control": NO_STORE } },
  );
}

export async function loader({ request }: Route.LoaderArgs) {
  const token = tokenOf(request);
  return answer(await describeSearchUnsubscribe(await getDb(), token), token);
}

export async function action({ request }: Route.ActionArgs) {
  const token = tokenOf(request);
  return answer(await pauseSearchByToken(await getDb(), token), token);
}

const manage = (
  <Link to="/saved-searches" className="font-medium text-brand-700 underline">
    your saved searches
  </Link>
);

export default function SavedSearchUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData ?? loaderData;
  return (
    <main id="main" className="mx-auto w-full max-w-xl flex-1 px-4 py-12">
      <h1 className="text-2xl font-bold text-slate-900">Saved search emails</h1>
      <div className="mt-4 rounded-xl border border-slate-200 bg-white p-5 text-slate-800" role={actionData ? "status" : undefined}>
        {result.state === "invalid" && (
          <p>
            This unsubscribe link is not valid: it may have been cut short when it was copied. Open the link from the email again, or
            manage {manage} after signing in.
          </p>
        )}
        {result.state === "gone" && <p>This saved search has been deleted. You will get no more emails about it.</p>}
        {result.state === "paused" && (
          <p>
            Done: the saved search “{result.name}” is paused, and you will get no more emails about it. You can resume it from {manage}.
          </p>
        )}
        {result.state === "active" && (
          <Form method="post" action={`?token=${encodeURIComponent(result.token ?? "")}`}>
            <p>Stop the emails for your saved search “{result.name}”? The search is paused; no sign-in is needed.</p>
            <Button type="submit" className="mt-4">
              Stop these emails
            </Button>
          </Form>
        )}
      </div>
      <Link to="/" className={buttonClass({ variant: "secondary", className: "mt-6" })}>
        Back to CarSaathi
      </Link>
    </main>
  );
}

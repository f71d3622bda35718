/**
 * /saved-searches/unsubscribe?token=...: the link in a saved-search mail. GET shows which search
 * would stop and a button (mail scanners follow links: a GET changes nothing); POST (the
 * button, or a mail client's RFC 8058 one-click POST) pauses the search, no sign-in needed. A
 * bad token is a 400 page with a clear message.
 */
import { data, Link } from "react-router";
import { getDb } from "~/.server/db/client";
import { NO_STORE } from "~/.server/http/cache-control";
import { describeSearchUnsubscribe, pauseSearchByToken, type SearchUnsubscribeState } from "~/.server/saved-searches/delivery/unsubscribe-search";
import { StopEmailsForm, UnsubscribePage } from "~/components/mail/unsubscribe-page";
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
    <UnsubscribePage title="Saved search emails" answered={actionData !== undefined}>
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
        <StopEmailsForm token={result.token} label="Stop these emails">
          <p>Stop the emails for your saved search “{result.name}”? The search is paused; no sign-in is needed.</p>
        </StopEmailsForm>
      )}
    </UnsubscribePage>
  );
}

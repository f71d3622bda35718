import { Link } from "react-router";
import { loadUnsubscribe, unsubscribeAction } from "./unsubscribe.server";
import { StopEmailsForm, UnsubscribePage } from "~/components/mail/unsubscribe-page";
import type { Route } from "./+types/unsubscribe";

export const meta: Route.MetaFunction = () => [{ title: "Stop a price alert | CarSaathi" }, { name: "robots", content: "noindex" }];

export function loader({ request }: Route.LoaderArgs) {
  return loadUnsubscribe(request);
}

export function action({ request }: Route.ActionArgs) {
  return unsubscribeAction(request);
}

const carLink = (listingId: number, carName: string) => (
  <Link to={`/details/${listingId}`} className="font-medium text-brand-700 underline">
    {carName}
  </Link>
);

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData ?? loaderData;
  return (
    <UnsubscribePage title="Price alert" answered={actionData !== undefined}>
      {result.state === "invalid" && (
        <p>
          This unsubscribe link is not valid: it may have been cut short when it was copied. Open the link from the email
          again, or manage your alerts on the car's page after signing in.
        </p>
      )}
      {result.state === "gone" && <p>This price alert is already off. You will get no more emails about this car.</p>}
      {result.state === "removed" && (
        <p>Done: you will get no more price-drop emails about the {carLink(result.listingId, result.carName)}.</p>
      )}
      {result.state === "active" && (
        <StopEmailsForm token={result.token} label="Stop this price alert">
          <p>Stop the price-drop emails about the {carLink(result.listingId, result.carName)}? No sign-in is needed.</p>
        </StopEmailsForm>
      )}
    </UnsubscribePage>
  );
}

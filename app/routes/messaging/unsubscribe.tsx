import { Link } from "react-router";
import { loadMessageEmailsUnsubscribe, messageEmailsUnsubscribeAction } from "./unsubscribe.server";
import { StopEmailsForm, UnsubscribePage } from "~/components/mail/unsubscribe-page";
import type { Route } from "./+types/unsubscribe";

export const meta: Route.MetaFunction = () => [{ title: "Stop message emails | CarSaathi" }, { name: "robots", content: "noindex" }];

export function loader({ request }: Route.LoaderArgs) {
  return loadMessageEmailsUnsubscribe(request);
}

export function action({ request }: Route.ActionArgs) {
  return messageEmailsUnsubscribeAction(request);
}

const settingsLink = (
  <Link to="/settings" className="font-medium text-brand-700 underline">
    Settings
  </Link>
);

export default function MessageEmailsUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData ?? loaderData;
  return (
    <UnsubscribePage title="Emails about unread messages" answered={actionData !== undefined}>
      {result.state === "invalid" && (
        <p>
          This unsubscribe link is not valid: it may have been cut short when it was copied. Open the link from the email
          again, or turn these emails off in {settingsLink} after signing in.
        </p>
      )}
      {result.state === "off" && <p>These emails are already off. You can turn them back on in {settingsLink}.</p>}
      {result.state === "stopped" && (
        <p>Done: we will not email you about unread chat messages any more. You can turn these emails back on in {settingsLink}.</p>
      )}
      {result.state === "on" && (
        <StopEmailsForm token={result.token} label="Stop these emails">
          <p>
            Stop the emails we send when a chat message to you waits unread? Your messages stay on CarSaathi, and no sign-in is
            needed.
          </p>
        </StopEmailsForm>
      )}
    </UnsubscribePage>
  );
}

import { Form, Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { loadMessageEmailsUnsubscribe, messageEmailsUnsubscribeAction } from "./unsubscribe.server";
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
    <main id="main" className="mx-auto w-full max-w-xl flex-1 px-4 py-12">
      <h1 className="text-2xl font-bold text-slate-900">Emails about unread messages</h1>
      <div className="mt-4 rounded-xl border border-slate-200 bg-white p-5 text-slate-800" role={actionData ? "status" : undefined}>
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
          <Form method="post" action={`?token=${encodeURIComponent(result.token ?? "")}`}>
            <p>
              Stop the emails we send when a chat message to you waits unread? Your messages stay on CarSaathi, and no sign-in is
              needed.
            </p>
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

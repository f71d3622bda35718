import { Form, Link } from "react-router";
import { loadProfilePage, profileAction } from "./profile.server";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () => [{ title: "Settings | CarSaathi" }, { name: "robots", content: "noindex" }];

export function loader({ request }: Route.LoaderArgs) {
  return loadProfilePage(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return profileAction(request, context);
}

/** A refused save (too many in a row) comes back with the message and the boxes as they were ticked. */
type Refused = { formError?: string; values?: { alertEmails?: string; messageEmails?: string; savedSearchEmails?: string } };

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const refused = (actionData ?? {}) as Refused;
  const ticked = (name: "alertEmails" | "messageEmails" | "savedSearchEmails") => (refused.values ? refused.values[name] === "on" : loaderData[name]);
  return (
    <main id="main" className="mx-auto w-full max-w-2xl flex-1 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">Settings</h1>
      <section aria-labelledby="email-heading" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="email-heading" className="text-lg font-semibold text-slate-900">Email preferences</h2>
        <Form method="post" className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="settings" />
          <FormAlert message={refused.formError} />
          <label className="flex items-start gap-3">
            <input type="checkbox" name="alertEmails" defaultChecked={ticked("alertEmails")} className="mt-1 size-4 accent-brand-700" />
            <span>
              <span className="block font-medium text-slate-900">Price-alert emails</span>
              <span className="block text-sm text-slate-600">
                Emails to {loaderData.user.email} when a car you set a price alert on drops in price. Off unless you turn it on (setting
                a price alert turns it on).
              </span>
            </span>
          </label>
          <label className="flex items-start gap-3">
            <input type="checkbox" name="messageEmails" defaultChecked={ticked("messageEmails")} className="mt-1 size-4 accent-brand-700" />
            <span>
              <span className="block font-medium text-slate-900">Email me when a chat message waits unread</span>
              <span className="block text-sm text-slate-600">
                One email when a buyer or seller has written to you and it has waited unread for a few minutes, then none until you have read that conversation.
              </span>
            </span>
          </label>
          <input type="hidden" name="savedSearchEmails" value="off" />
          <label className="flex items-start gap-3">
            <input type="checkbox" name="savedSearchEmails" defaultChecked={ticked("savedSearchEmails")} className="mt-1 size-4 accent-brand-700" />
            <span>
              <span className="block font-medium text-slate-900">Mail me new matches of my saved searches</span>
              <span className="block text-sm text-slate-600">
                Emails about cars that match your{" "}
                <Link to="/saved-searches" className="font-medium text-brand-700 underline">
                  saved searches
                </Link>
                , as each search asks (instant or daily). Turning this off stops them all; to stop one, pause it there. New matches still show under the bell.
              </span>
            </span>
          </label>
          <p className="text-sm text-slate-600">
            We send no marketing or promotional emails, so there is nothing to opt in to. Account emails (sign-in codes, password
            changes, account deletion) are always sent. Each change you make here is recorded with its date; it is in{" "}
            <Link to="/profile" className="font-medium text-brand-700 underline">
              your data download
            </Link>
            . Read how we use your data in our{" "}
            <Link to="/privacy" className="font-medium text-brand-700 underline">
              privacy policy
            </Link>
            .
          </p>
          <Button type="submit" className="w-full disabled:opacity-60 sm:w-auto">
            Save settings
          </Button>
        </Form>
      </section>
    </main>
  );
}

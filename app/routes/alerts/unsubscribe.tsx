import { Form, Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { loadUnsubscribe, unsubscribeAction } from "./unsubscribe.server";
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
    <main id="main" className="mx-auto w-full max-w-xl flex-1 px-4 py-12">
      <h1 className="text-2xl font-bold text-slate-900">Price alert</h1>
      <div className="mt-4 rounded-xl border border-slate-200 bg-white p-5 text-slate-800" role={actionData ? "status" : undefined}>
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
          <Form method="post" action={`?token=${encodeURIComponent(result.token ?? "")}`}>
            <p>Stop the price-drop emails about the {carLink(result.listingId, result.carName)}? No sign-in is needed.</p>
            <Button type="submit" className="mt-4">
              Stop this price alert
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

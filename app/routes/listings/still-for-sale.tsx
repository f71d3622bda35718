import { Form, Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import type { StillForSaleState } from "./still-for-sale.server";
import { loadStillForSale, stillForSaleAction } from "./still-for-sale.server";
import type { Route } from "./+types/still-for-sale";

export const meta: Route.MetaFunction = () => [{ title: "Still for sale? | CarSaathi" }, { name: "robots", content: "noindex" }];

export function loader({ request }: Route.LoaderArgs) {
  return loadStillForSale(request);
}

export function action({ request }: Route.ActionArgs) {
  return stillForSaleAction(request);
}

const myListings = (
  <Link to="/seller" className="font-medium text-brand-700 underline">
    My Listings
  </Link>
);

function Ask({ result }: { result: Extract<StillForSaleState, { state: "ask" }> }) {
  const { link, token } = result;
  const yes = link.answer === "still-for-sale";
  return (
    <Form method="post" action={`?token=${encodeURIComponent(token)}`}>
      <p>
        {yes
          ? `Confirm that your ${link.carName} is still for sale: it stays on CarSaathi${link.status === "expired" ? " and comes back into search" : ""}, and we ask again in 30 days.`
          : `Confirm that your ${link.carName} is sold: buyers no longer find it, and it moves to Sold in My Listings.`}{" "}
        No sign-in is needed.
      </p>
      <Button type="submit" className="mt-4">
        {yes ? "Yes, still for sale" : "Mark as sold"}
      </Button>
    </Form>
  );
}

function Done({ link }: { link: Extract<StillForSaleState, { state: "done" }>["link"] }) {
  if (link.status === "sold") return <p>Thank you: your {link.carName} is marked as sold and no longer shown to buyers.</p>;
  return (
    <p>
      Thank you: your {link.carName} stays on sale. We will ask again in 30 days; you can change it any time in {myListings}.
    </p>
  );
}

export default function StillForSale({ loaderData, actionData }: Route.ComponentProps) {
  const result: StillForSaleState = actionData ?? loaderData;
  return (
    <main id="main" className="mx-auto w-full max-w-xl flex-1 px-4 py-12">
      <h1 className="text-2xl font-bold text-slate-900">Is your car still for sale?</h1>
      <div className="mt-4 rounded-xl border border-slate-200 bg-white p-5 text-slate-800" role={actionData ? "status" : undefined}>
        {result.state === "ask" && <Ask result={result} />}
        {result.state === "done" && <Done link={result.link} />}
        {result.state === "refused" && (
          <>
            <p>{result.message}</p>
            <p className="mt-2">Open {myListings}</p>
          </>
        )}
      </div>
      <Link to="/" className={buttonClass({ variant: "secondary", className: "mt-6" })}>
        Back to CarSaathi
      </Link>
    </main>
  );
}

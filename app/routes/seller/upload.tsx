import ListingForm from "~/components/seller/listing-form/listing-form";
import { ListingTabs } from "~/components/seller/listing-tabs";
import { useSeller } from "~/components/seller/use-seller";
import { PRIVATE_NO_STORE } from "~/.server/http/cache-control";
import type { ListingFormFailure } from "~/lib/selling/listing-actions";
import { loadUploadPage, uploadAction } from "./upload.server";
import type { Route } from "./+types/upload";

export const meta: Route.MetaFunction = () => [{ title: "List Your Car | CarSaathi" }, { name: "robots", content: "noindex" }];

export function headers() {
  return { "Cache-Control": PRIVATE_NO_STORE };
}

export function loader({ request }: Route.LoaderArgs) {
  return loadUploadPage(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return uploadAction(request, context);
}

export default function Upload({ loaderData, actionData }: Route.ComponentProps) {
  const seller = useSeller();
  const failure = actionData as ListingFormFailure | undefined;
  return (
    <section aria-labelledby="upload-heading">
      <h2 id="upload-heading" className="mb-4 text-xl font-bold text-slate-900">
        List Your Car
      </h2>
      {seller.isDealer ? <ListingTabs current="one" /> : null}
      <ListingForm
        choices={loaderData.choices}
        action="/seller/upload"
        values={failure?.values ?? loaderData.values}
        photos={[]}
        failure={failure}
        submitLabel="List Your Car"
        sellerType={loaderData.sellerType}
      />
    </section>
  );
}

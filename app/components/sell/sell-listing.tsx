/**
 * After a quote, a signed-in seller can list the car for buyers right here: the listing form
 * (loaded with this module, lazily, only then) filled from the quote. Its catalogue and values
 * come from the 'List Your Car' page's loader, and it posts to that page's action.
 */
import { useEffect } from "react";
import { useFetcher } from "react-router";
import ListingForm from "~/components/seller/listing-form/listing-form";
import type { CatalogueChoices } from "~/lib/selling/catalogue-choices";
import type { ListingInput } from "~/lib/selling/listing-form";
import type { SellerType } from "~/lib/selling/seller-account";
import type { QuoteValues } from "~/lib/selling/quote-form";

type UploadPageData = { choices: CatalogueChoices; values: ListingInput; sellerType: SellerType };

export default function SellListing({ quote }: { quote: QuoteValues }) {
  const fetcher = useFetcher<UploadPageData>();
  const { make, model, year, city, km, owners } = quote;
  const url = `/seller/upload?${new URLSearchParams({ make, model, year, city, km, owners })}`;
  useEffect(() => {
    fetcher.load(url);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fetcher.load is not stable; load once per quote
  }, [url]);

  return (
    <section aria-labelledby="sell-listing-heading" className="mt-12 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="sell-listing-heading" className="text-2xl font-bold text-slate-900">
        List this car for buyers
      </h2>
      <p className="mb-4 mt-1 text-slate-600">We filled in what you told us. Add the rest and your photos.</p>
      {fetcher.data ? (
        <ListingForm
          choices={fetcher.data.choices}
          action="/seller/upload"
          values={fetcher.data.values}
          photos={[]}
          submitLabel="List Your Car"
          sellerType={fetcher.data.sellerType}
        />
      ) : (
        <p role="status">Loading the listing form...</p>
      )}
    </section>
  );
}

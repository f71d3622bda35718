/**
 * The one listing form: 'List Your Car' (/seller/upload), the edit page and, lazily loaded,
 * /sell after a quote. It checks with the same schema as the action before sending; a failed
 * submit (here or on the server) keeps every value and photo, shows each error by its field
 * and moves focus to the first. Posts to `action`; on success the action redirects to My
 * Listings with its toast.
 */
import { useEffect, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormAlert, inputClass } from "~/components/ui/field";
import { toast } from "~/components/ui/toast";
import type { CatalogueChoices } from "~/lib/selling/catalogue-choices";
import { LIST_FAILED_MESSAGE, REVIEW_NOTE, type ListingFormFailure } from "~/lib/selling/listing-actions";
import { DESCRIPTION_MAX, LISTING_FIELDS, readListingInput, validateListing, type ListingErrors, type ListingInput } from "~/lib/selling/listing-form";
import type { ListingPhoto } from "~/lib/selling/listing-photo-refs";
import { bodyTypeOf, CarFields } from "./car-fields";
import { FeatureFields, PlatformFields } from "./extra-fields";
import { PhotoPicker } from "./photo-picker";
import { PriceInsight, type CarFacts } from "./price-insight";
import type { SellerType } from "~/lib/selling/seller-account";

export interface ListingFormProps {
  choices: CatalogueChoices;
  /** Where the form posts: /seller/upload or /seller/listings/{id}/edit. */
  action: string;
  values: ListingInput;
  photos: ListingPhoto[];
  submitLabel: string;
  /** Who sells the car: its fair price is read with it, as the saved listing's will be. */
  sellerType: SellerType;
  /** A failed submit without scripts (the page's action data). */
  failure?: ListingFormFailure;
}

const list = (v: string | string[] | undefined) => (Array.isArray(v) ? v : v ? [v] : []);
const FOCUS_ORDER = [...LISTING_FIELDS.slice(0, 11), "photos", ...LISTING_FIELDS.slice(11)];

function factsOf(input: ListingInput): CarFacts {
  const pick = (k: keyof CarFacts) => (input[k] as string | undefined) ?? "";
  return { make: pick("make"), model: pick("model"), variant: pick("variant"), year: pick("year"), km: pick("km"), fuelType: pick("fuelType"), transmission: pick("transmission"), ownerCount: pick("ownerCount"), city: pick("city"), bodyType: pick("bodyType") };
}

export default function ListingForm({ choices, action, values, photos: initialPhotos, submitLabel, sellerType, failure }: ListingFormProps) {
  const fetcher = useFetcher<ListingFormFailure>();
  const [errors, setErrors] = useState<ListingErrors & { photos?: string }>(failure?.errors ?? {});
  const [formError, setFormError] = useState(failure?.formError ?? null);
  const [focusTick, setFocusTick] = useState(failure ? 1 : 0);
  const [photos, setPhotos] = useState(failure?.photos ?? initialPhotos);
  const [make, setMake] = useState(values.make ?? "");
  const [model, setModel] = useState(values.model ?? "");
  const [bodyType, setBodyType] = useState(() => values.bodyType || bodyTypeOf(choices, values.make ?? "", values.model ?? ""));
  const [price, setPrice] = useState(values.price ?? "");
  const [facts, setFacts] = useState<CarFacts>(() => factsOf(values));

  // A server answer: its errors by the fields and focus on the first problem (adjusted while
  // rendering), and the toast (an effect: it talks to the outside).
  const answer = fetcher.data;
  const [seen, setSeen] = useState(answer);
  if (answer !== seen) {
    setSeen(answer);
    if (answer && answer.ok === false) {
      setErrors(answer.errors);
      setFormError(answer.formError);
      setFocusTick((n) => n + 1);
    }
  }
  useEffect(() => {
    if (answer && answer.ok === false) toast.error(LIST_FAILED_MESSAGE, answer.formError ? { description: answer.formError } : undefined);
  }, [answer]);

  useEffect(() => {
    if (focusTick === 0) return;
    const first = FOCUS_ORDER.find((f) => errors[f as keyof typeof errors]);
    document.getElementById(first ? `listing-${first}` : "listing-form-error")?.focus();
  }, [focusTick]); // eslint-disable-line react-hooks/exhaustive-deps -- focus once per failed submit, not on every edit

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const result = validateListing(readListingInput(new FormData(event.currentTarget)));
    if (result.ok) {
      setErrors({});
      setFormError(null);
      return;
    }
    event.preventDefault();
    setErrors(result.errors);
    setFocusTick((n) => n + 1);
  };

  const busy = fetcher.state !== "idle";
  // The facts follow every edit: `input` bubbles from text fields, selects and boxes alike.
  return (
    <fetcher.Form method="post" action={action} noValidate onSubmit={onSubmit} onInput={(e) => setFacts(factsOf(readListingInput(new FormData(e.currentTarget))))} className="space-y-6">
      <div id="listing-form-error" tabIndex={-1}>
        <FormAlert message={formError ?? undefined} />
      </div>
      <CarFields choices={choices} values={values} errors={errors} make={make} model={model} bodyType={bodyType} onMake={setMake} onModel={setModel} onBodyType={setBodyType} />
      <div>
        <Field id="listing-price" label="Asking price (₹)" error={errors.price} hint="In rupees, like 450000">
          {(aria) => <input {...aria} name="price" inputMode="numeric" value={price} onChange={(e) => setPrice(e.target.value)} className={inputClass} />}
        </Field>
        <PriceInsight car={{ ...facts, make, model, bodyType }} price={price} sellerType={sellerType} />
      </div>
      <Field id="listing-description" label="Description" optional error={errors.description} hint="Service history, condition, why you are selling">
        {(aria) => <textarea {...aria} name="description" rows={5} maxLength={DESCRIPTION_MAX} defaultValue={values.description} className={inputClass} />}
      </Field>
      <FeatureFields initial={list(values.features)} error={errors.features} />
      <PhotoPicker photos={photos} onChange={setPhotos} error={errors.photos} />
      <PlatformFields initial={list(values.platforms)} error={errors.platforms} />
      <p className="text-sm text-slate-700">{REVIEW_NOTE}</p>
      <Button type="submit" variant="strong" size="lg" disabled={busy} className="w-full sm:w-auto">
        {busy ? "Sending..." : submitLabel}
      </Button>
    </fetcher.Form>
  );
}

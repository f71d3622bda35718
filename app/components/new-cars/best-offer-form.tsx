/**
 * 'Get the best offer' on a new-car model (issue 33): posts to the model's /offer action with a
 * fetcher; without scripts the same form is a plain POST that lands on the /offer page, which
 * passes its action data back in. A refused form keeps what was typed and names each bad field.
 */
import { focusFirstError, submitChecked } from "~/components/ui/submit-checked";
import { useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormAlert, inputClass, PhoneInput } from "~/components/ui/field";
import { canonicalCity } from "~/lib/indian-cities";
import { bestOfferPath } from "~/lib/new-cars/paths";
import {
  consentLabel,
  OFFER_CITIES,
  OFFER_FIELDS,
  offerSentMessage,
  readOfferValues,
  SUBMIT_LABEL,
  WHAT_IS_SHARED,
  type OfferErrors,
  type OfferResult,
} from "~/lib/new-cars/best-offer-texts";

// Zod arrives once the buyer starts on the form: most visitors to a model page never do.
const loadSchema = () => import("~/lib/new-cars/best-offer-form");

export interface BestOfferFormProps {
  /** The catalogue model (slugs build the form's address; names go in the texts). */
  model: { name: string; slug: string; make: { name: string; slug: string } };
  /** The model's variants, cheapest first as the page lists them; the buyer may pick one. */
  variants: readonly { id: number; name: string }[];
  /** A variant to start with (a variant page), else "Any variant". */
  variantId?: number | null;
  /** The city the buyer already chose on the page (the on-road price city), if any. */
  city?: string | null;
  /** The signed-in buyer, to prefill name, mobile and email; null for a guest. */
  buyer?: { name: string; phone: string | null; email?: string | null } | null;
  /** The /offer route's action data, for a post made before the page's scripts loaded. */
  actionData?: OfferResult;
}

export function BestOfferForm({ model, variants, variantId = null, city = null, buyer = null, actionData }: BestOfferFormProps) {
  const fetcher = useFetcher<OfferResult>();
  const result = fetcher.data ?? actionData;
  const [clientErrors, setClientErrors] = useState<OfferErrors | null>(null);
  const typed = result && !result.ok ? result.values : undefined;
  const errors = clientErrors ?? (result && !result.ok ? result.errors : {});
  const [chosenCity, setChosenCity] = useState(typed?.city ?? (city ? (canonicalCity(city) ?? "") : ""));
  const sending = fetcher.state !== "idle";
  const make = model.make.name;
  const id = (field: string) => `offer-${field}`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submitChecked(event, {
      loadCheck: () => loadSchema().then(({ validateOffer }) => (form) => validateOffer(readOfferValues(new FormData(form)))),
      send: (form) => {
        setClientErrors(null);
        fetcher.submit(form);
      },
      invalid: (errors, form) => {
        setClientErrors(errors);
        focusFirstError(form, OFFER_FIELDS, errors, id);
      },
    });

  if (result?.ok) {
    return (
      <div role="status" className="rounded-lg border border-green-200 bg-green-50 p-4 text-green-900">
        <p className="font-semibold">{offerSentMessage(result)}</p>
      </div>
    );
  }

  return (
    <fetcher.Form method="post" action={bestOfferPath(model)} noValidate onSubmit={onSubmit} onFocus={loadSchema} className="grid gap-4 sm:grid-cols-2">
      {result && !result.ok && result.formError ? (
        <div className="sm:col-span-2">
          <FormAlert message={result.formError} />
        </div>
      ) : null}
      <Field id={id("variant")} label="Variant" optional error={errors.variant}>
        {(aria) => (
          <select {...aria} name="variant" defaultValue={typed?.variant ?? (variantId === null ? "" : String(variantId))} className={inputClass}>
            <option value="">Any variant</option>
            {variants.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={id("city")} label="Your city" error={errors.city}>
        {(aria) => (
          <select {...aria} name="city" value={chosenCity} onChange={(e) => setChosenCity(e.target.value)} className={inputClass}>
            <option value="">Choose your city</option>
            {OFFER_CITIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={id("name")} label="Your name" error={errors.name}>
        {(aria) => <input {...aria} name="name" autoComplete="name" defaultValue={typed?.name ?? buyer?.name} className={inputClass} />}
      </Field>
      <Field id={id("phone")} label="Mobile number (10 digits)" error={errors.phone}>
        {(aria) => <PhoneInput aria={aria} defaultValue={typed?.phone ?? buyer?.phone} />}
      </Field>
      <div className="sm:col-span-2">
        <Field id={id("email")} label="Email" optional error={errors.email}>
          {(aria) => <input {...aria} name="email" type="email" autoComplete="email" defaultValue={typed?.email ?? buyer?.email ?? undefined} className={inputClass} />}
        </Field>
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={id("sharePhone")} className="flex items-start gap-3 font-medium text-slate-800">
          <input
            id={id("sharePhone")}
            type="checkbox"
            name="sharePhone"
            defaultChecked={typed?.sharePhone === "on"}
            aria-describedby={id("shared")}
            className="mt-1 size-5 shrink-0"
          />
          {consentLabel(make, chosenCity || null)}
        </label>
        <p id={id("shared")} className="mt-1 text-sm text-slate-600">
          {WHAT_IS_SHARED}
        </p>
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={sending} variant="strong" size="lg" className="w-full disabled:opacity-70 sm:w-auto">
          {sending ? "Sending…" : SUBMIT_LABEL}
        </Button>
      </div>
    </fetcher.Form>
  );
}

import { focusFirstError, submitChecked } from "~/components/ui/submit-checked";
import { useState, type FormEvent } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormAlert, inputClass, PhoneInput } from "~/components/ui/field";
import { toast } from "~/components/ui/toast";
import {
  INCOMPLETE_MESSAGE,
  INCOMPLETE_TITLE,
  INVALID_MESSAGE,
  OWNER_OPTIONS,
  QUOTE_FIELDS,
  readQuoteValues,
  SELL_BRANDS,
  SELL_CITIES,
  sellYears,
  type QuoteErrors,
  type QuoteValues,
} from "~/lib/selling/quote-form";

export const QUOTE_FORM_ID = "get-quote";

/** The schema and zod with it (23 KB gzip), fetched when the visitor starts on the form. */
const loadSchema = () => import("~/lib/selling/quote-form-schema");

interface QuoteFormProps {
  /** What was typed (a rejected or quoted submission, or the URL after sign-in). */
  values?: QuoteValues | null;
  errors?: QuoteErrors;
  /** A form-wide message: the spec's one when incomplete, or the server's (rate limit). */
  formError?: string | null;
}

/** A select with a disabled prompt first, so "nothing chosen" is an empty value. */
function Choice({ aria, name, value, prompt, options }: {
  aria: object;
  name: string;
  value?: string;
  prompt: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <select {...aria} name={name} defaultValue={value ?? ""} className={inputClass}>
      <option value="">{prompt}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

const asOptions = (list: readonly (string | number)[]) => list.map((v) => ({ value: String(v), label: String(v) }));

export function QuoteForm({ values, errors: serverErrors, formError }: QuoteFormProps) {
  const submitting = useNavigation().state === "submitting";
  const submit = useSubmit();
  const [clientErrors, setClientErrors] = useState<QuoteErrors | null>(null);
  const errors = clientErrors ?? serverErrors ?? {};

  const handleSubmit = (event: FormEvent<HTMLFormElement>) =>
    submitChecked(event, {
      loadCheck: () =>
        loadSchema().then(({ validateQuoteForm }) => (form) => {
          const result = validateQuoteForm(readQuoteValues(new FormData(form)));
          return result.ok ? result : { ok: false as const, errors: { fields: result.errors, incomplete: result.incomplete } };
        }),
      send: (form) => {
        setClientErrors(null);
        void submit(form);
      },
      invalid: ({ fields, incomplete }, form) => {
        setClientErrors(fields);
        toast.error(INCOMPLETE_TITLE, { description: incomplete ? INCOMPLETE_MESSAGE : INVALID_MESSAGE });
        focusFirstError(form, QUOTE_FIELDS, fields, (field) => `quote-${field}`);
      },
    });

  return (
    <Form method="post" noValidate onSubmit={handleSubmit} onFocus={loadSchema} aria-labelledby="quote-heading" className="space-y-4">
      <FormAlert message={clientErrors ? undefined : (formError ?? undefined)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="quote-make" label="Brand" error={errors.make}>
          {(aria) => <Choice aria={aria} name="make" value={values?.make} prompt="Select brand" options={asOptions(SELL_BRANDS)} />}
        </Field>
        <Field id="quote-model" label="Model" error={errors.model}>
          {(aria) => <input {...aria} name="model" placeholder="e.g. Creta, Swift, Nexon" defaultValue={values?.model} className={inputClass} />}
        </Field>
        <Field id="quote-year" label="Year" error={errors.year}>
          {(aria) => <Choice aria={aria} name="year" value={values?.year} prompt="Select year" options={asOptions(sellYears())} />}
        </Field>
        <Field id="quote-city" label="City" error={errors.city}>
          {(aria) => <Choice aria={aria} name="city" value={values?.city} prompt="Select city" options={asOptions(SELL_CITIES)} />}
        </Field>
      </div>
      <Field id="quote-phone" label="Phone number" error={errors.phone}>
        {(aria) => <PhoneInput aria={aria} defaultValue={values?.phone} placeholder="Your 10-digit mobile number" />}
      </Field>
      <fieldset className="rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-700">For a closer quote (optional)</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="quote-km" label="Kilometres driven" optional error={errors.km}>
            {(aria) => <input {...aria} name="km" inputMode="numeric" placeholder="e.g. 45000" defaultValue={values?.km} className={inputClass} />}
          </Field>
          <Field id="quote-owners" label="Owners" optional error={errors.owners}>
            {(aria) => <Choice aria={aria} name="owners" value={values?.owners} prompt="Not sure" options={OWNER_OPTIONS} />}
          </Field>
        </div>
      </fieldset>
      <Button type="submit" disabled={submitting} variant="strong" size="lg" className="w-full disabled:opacity-70">
        {submitting ? "Getting your quote…" : "Get Instant Quote"}
      </Button>
    </Form>
  );
}

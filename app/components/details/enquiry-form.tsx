import { useState, type FormEvent } from "react";
import { focusFirstError, submitChecked } from "~/components/ui/submit-checked";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, inputClass, PhoneInput } from "~/components/ui/field";
import { toast } from "~/components/ui/toast";
import {
  ENQUIRY_FIELDS,
  ENQUIRY_MESSAGE_MAX,
  HONEYPOT_FIELD,
  readValues,
  type BuyerContact,
  type EnquiryField,
  type FormErrors,
} from "~/lib/details-forms";
import { SectionCard } from "./section-card";
import { loadSchemas, pickResult, useOnSuccess } from "./use-form-result";

export const ENQUIRY_SENT = "Enquiry sent to the seller.";

interface EnquiryFormProps {
  carName: string;
  buyer: BuyerContact | null;
  /** The route's action data, for a post made before the page's scripts loaded. */
  actionData: unknown;
}

/** Contact the seller: name, 10-digit phone, optional email and a message; signed-in buyers start prefilled. */
export function EnquiryForm({ carName, buyer, actionData }: EnquiryFormProps) {
  const fetcher = useFetcher();
  const result = pickResult("enquiry", fetcher.data, actionData);
  const [clientErrors, setClientErrors] = useState<FormErrors<EnquiryField> | null>(null);
  const errors = clientErrors ?? (result && !result.ok ? result.errors : {});
  const values = result && !result.ok ? result.values : undefined;
  const sending = fetcher.state !== "idle";
  const sent = result?.ok === true;

  useOnSuccess(result, () => toast.success(ENQUIRY_SENT));

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submitChecked(event, {
      loadCheck: () => loadSchemas().then(({ validateEnquiry }) => (form) => validateEnquiry(readValues(new FormData(form), ENQUIRY_FIELDS))),
      send: (form) => {
        setClientErrors(null);
        fetcher.submit(form);
      },
      invalid: (errors, form) => {
        setClientErrors(errors);
        focusFirstError(form, ENQUIRY_FIELDS, errors, (field) => `enquiry-${field}`);
      },
    });

  return (
    <SectionCard id="enquiry" title="Contact the seller">
      {sent ? (
        <div role="status" className="rounded-lg border border-green-200 bg-green-50 p-4 text-green-900">
          <p className="font-semibold">{ENQUIRY_SENT}</p>
          <p className="mt-1 text-sm">Your message about the {carName} is with the seller, who will contact you on the number you gave.</p>
        </div>
      ) : (
        <fetcher.Form method="post" noValidate onSubmit={onSubmit} onFocus={loadSchemas} className="grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="enquiry" />
          <Field id="enquiry-name" label="Your name" error={errors.name}>
            {(aria) => <input {...aria} name="name" autoComplete="name" defaultValue={values?.name ?? buyer?.name} className={inputClass} />}
          </Field>
          <Field id="enquiry-phone" label="Mobile number (10 digits)" error={errors.phone}>
            {(aria) => <PhoneInput aria={aria} defaultValue={values?.phone ?? buyer?.phone} />}
          </Field>
          <div className="sm:col-span-2">
            <Field id="enquiry-email" label="Email" optional error={errors.email}>
              {(aria) => (
                <input {...aria} name="email" type="email" autoComplete="email" defaultValue={values?.email ?? buyer?.email} className={inputClass} />
              )}
            </Field>
          </div>
          <div className="sm:col-span-2">
            <Field id="enquiry-message" label="Message" hint={`Up to ${ENQUIRY_MESSAGE_MAX} characters`} error={errors.message}>
              {(aria) => (
                <textarea
                  {...aria}
                  name="message"
                  rows={4}
                  defaultValue={values?.message ?? `Hi, I'm interested in your ${carName}. Is it still available?`}
                  className={inputClass}
                />
              )}
            </Field>
          </div>
          <div aria-hidden="true" className="hidden">
            <label htmlFor={`enquiry-${HONEYPOT_FIELD}`}>Leave this empty</label>
            <input id={`enquiry-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
          </div>
          {result && !result.ok && result.formError && (
            <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
              {result.formError}
            </p>
          )}
          <div className="sm:col-span-2">
            <Button type="submit" disabled={sending} variant="strong" size="lg" className="w-full disabled:opacity-70 sm:w-auto">
              {sending ? "Sending…" : "Send enquiry"}
            </Button>
          </div>
        </fetcher.Form>
      )}
    </SectionCard>
  );
}

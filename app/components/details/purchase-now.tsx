import { useState, type FormEvent } from "react";
import { focusFirstError, submitChecked } from "~/components/ui/submit-checked";
import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import { Field, inputClass, PhoneInput } from "~/components/ui/field";
import { BOOKING_FIELDS, readValues, type BookingField, type BuyerContact, type FormErrors } from "~/lib/details-forms";
import { loadSchemas, pickResult, useOnSuccess } from "./use-form-result";

/** The spec's purchase toast; shown only once the booking request is stored, with what it means. */
export const PURCHASE_SUCCESS = "Congratulations! Your purchase was successful.";
export const PURCHASE_FOLLOW_UP = "The seller will call you to confirm the booking. No payment has been taken.";

interface PurchaseNowProps {
  buyer: BuyerContact | null;
  actionData: unknown;
}

/**
 * 'Purchase Now' records a booking request at the price shown; no payment is taken online.
 * A signed-in buyer with a phone number books in one click; anyone else gives a name and number.
 */
export function PurchaseNow({ buyer, actionData }: PurchaseNowProps) {
  const fetcher = useFetcher();
  const result = pickResult("booking", fetcher.data, actionData);
  const [open, setOpen] = useState(false);
  const [clientErrors, setClientErrors] = useState<FormErrors<BookingField> | null>(null);
  const errors = clientErrors ?? (result && !result.ok ? result.errors : {});
  const values = result && !result.ok ? result.values : undefined;
  const rejected = result !== undefined && !result.ok;
  const oneClick = Boolean(buyer?.phone) && !rejected;
  const showFields = open || rejected;
  const processing = fetcher.state !== "idle";

  useOnSuccess(result, () => toast.success(PURCHASE_SUCCESS, { description: PURCHASE_FOLLOW_UP }));

  if (result?.ok) {
    return (
      <div role="status" className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
        <p className="font-semibold">Booking request sent.</p>
        <p className="mt-1">{PURCHASE_FOLLOW_UP}</p>
      </div>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submitChecked(event, {
      loadCheck: () => loadSchemas().then(({ validateBooking }) => (form) => validateBooking(readValues(new FormData(form), BOOKING_FIELDS))),
      send: (form) => {
        setClientErrors(null);
        fetcher.submit(form);
      },
      invalid: (errors, form) => {
        setOpen(true);
        setClientErrors(errors);
        // The fields may only now be shown: focus once React has rendered them.
        requestAnimationFrame(() => focusFirstError(form, BOOKING_FIELDS, errors, (field) => `booking-${field}`));
      },
    });

  const button = (
    <button
      type={oneClick || showFields ? "submit" : "button"}
      onClick={oneClick || showFields ? undefined : () => setOpen(true)}
      disabled={processing}
      className="w-full rounded-lg bg-accent-700 px-5 py-3 text-base font-bold text-white hover:bg-accent-800 disabled:opacity-70"
    >
      {processing ? "Processing..." : "Purchase Now"}
    </button>
  );

  return (
    <fetcher.Form method="post" noValidate onSubmit={onSubmit} onFocus={loadSchemas} className="space-y-3">
      <input type="hidden" name="intent" value="booking" />
      {oneClick && !showFields ? (
        <>
          <input type="hidden" name="name" value={buyer?.name ?? ""} />
          <input type="hidden" name="phone" value={buyer?.phone ?? ""} />
          <input type="hidden" name="email" value={buyer?.email ?? ""} />
        </>
      ) : (
        showFields && (
          <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-800">Your details for the seller</legend>
            <Field id="booking-name" label="Your name" error={errors.name}>
              {(aria) => <input {...aria} name="name" autoComplete="name" defaultValue={values?.name ?? buyer?.name} className={inputClass} />}
            </Field>
            <Field id="booking-phone" label="Mobile number" hint="10 digits" error={errors.phone}>
              {(aria) => (
                <PhoneInput aria={aria} defaultValue={values?.phone ?? buyer?.phone} />
              )}
            </Field>
            <Field id="booking-email" label="Email" optional error={errors.email}>
              {(aria) => <input {...aria} name="email" type="email" autoComplete="email" defaultValue={values?.email ?? buyer?.email} className={inputClass} />}
            </Field>
          </fieldset>
        )
      )}
      {result && !result.ok && result.formError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {result.formError}
        </p>
      )}
      {button}
      <p className="text-xs text-slate-600">Books the car at this price with the seller. No payment is taken online.</p>
    </fetcher.Form>
  );
}

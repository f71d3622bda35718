/**
 * /profile's 'Your data' (download everything as JSON) and 'Delete account' (after the password
 * again, or a code we email when the account has none): the user's rights under the DPDP Act
 * (decision 026). Deleting cannot be undone, so the form says what goes and what stays.
 */
import { Form, useNavigation } from "react-router";
import { useValidatedSubmit } from "~/components/account/use-validated-submit";
import { Button, buttonClass } from "~/components/ui/button";
import { Field, FormAlert, FormNotice, inputClass } from "~/components/ui/field";
import { CODE_LENGTH } from "~/lib/account-form-limits";
import type { FieldErrors, FormValues } from "~/lib/account-forms";

export type DeleteState = { errors?: FieldErrors; values?: FormValues; formError?: string; codeSent?: boolean; notice?: string };

const card = "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm";

export function DownloadDataSection() {
  return (
    <section aria-labelledby="data-heading" className={card}>
      <h2 id="data-heading" className="text-lg font-semibold text-slate-900">Download your data</h2>
      <p className="mt-1 text-sm text-slate-600">
        One JSON file with everything we hold about you: your profile, listings, the chat messages you sent, saved cars, recent
        searches, price alerts, sign-in sessions (with IP address and browser), email consents, and the enquiries, bookings, sell
        requests and blog stories you sent.
      </p>
      {/* A plain link: the browser downloads the file (Content-Disposition), no client code needed. */}
      <a href="/profile/data" download className={buttonClass({ variant: "secondary", className: "mt-4 w-full sm:w-auto" })}>
        Download my data
      </a>
    </section>
  );
}

function ConfirmBox({ error }: { error?: string }) {
  return (
    <div>
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          name="confirm"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? "delete-confirm-error" : undefined}
          className="mt-0.5 size-4 accent-red-700"
        />
        <span>I understand that my account and data will be deleted and that this cannot be undone</span>
      </label>
      {error ? (
        <p id="delete-confirm-error" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function DeleteAccountSection({ hasPassword, email, state }: { hasPassword: boolean; email: string; state: DeleteState }) {
  const { errors, onSubmit, onFocus } = useValidatedSubmit((forms) => (hasPassword ? forms.deleteWithPasswordSchema : forms.deleteWithCodeSchema), state.errors);
  const busyIntent = useNavigation().formData?.get("intent");
  const askCode = !hasPassword && !state.codeSent;
  return (
    <section aria-labelledby="delete-heading" className={`${card} border-red-200`}>
      <h2 id="delete-heading" className="text-lg font-semibold text-slate-900">Delete your account</h2>
      <div className="mt-1 space-y-2 text-sm text-slate-600">
        <p>
          This deletes your profile, saved cars, recent searches, price alerts, email choices, your car listings with their photos,
          your blog stories and your chat messages, and signs you out on every device. It cannot be undone.
        </p>
        <p>
          People you chatted with keep their own messages, with you shown as &lsquo;Deleted user&rsquo;. Enquiries and booking
          requests you already sent to sellers, and reports you filed, are kept without your name or contact details. Download
          your data first if you want a copy.
        </p>
      </div>
      {askCode ? (
        <Form method="post" className="mt-4 space-y-3">
          <input type="hidden" name="intent" value="delete-account-code" />
          <FormAlert message={state.formError} />
          <p className="text-sm text-slate-800">You sign in without a password, so we email a code to {email} to check it is you.</p>
          <Button type="submit" variant="secondary" disabled={busyIntent === "delete-account-code"} className="w-full disabled:opacity-60 sm:w-auto">
            Email me a code
          </Button>
        </Form>
      ) : (
        <Form method="post" noValidate onSubmit={onSubmit} onFocus={onFocus} className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="delete-account" />
          {state.notice ? <FormNotice>{state.notice}</FormNotice> : null}
          <FormAlert message={state.formError} />
          {hasPassword ? (
            <Field id="delete-password" label="Your password" error={errors.password}>
              {(aria) => <input {...aria} name="password" type="password" autoComplete="current-password" className={inputClass} />}
            </Field>
          ) : (
            <Field id="delete-code" label="Code from the email" hint={`${CODE_LENGTH} digits, valid for 10 minutes`} error={errors.code}>
              {(aria) => <input {...aria} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={CODE_LENGTH} className={inputClass} />}
            </Field>
          )}
          <ConfirmBox error={errors.confirm} />
          <Button type="submit" variant="danger" disabled={busyIntent === "delete-account"} className="w-full disabled:opacity-60 sm:w-auto">
            Delete my account
          </Button>
        </Form>
      )}
    </section>
  );
}

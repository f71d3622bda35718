import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormAlert, FormNotice, inputClass } from "~/components/ui/field";
import { CODE_LENGTH } from "~/lib/account-form-limits";
import type { FieldErrors } from "~/lib/account-forms";
import { useValidatedSubmit } from "./use-validated-submit";

interface VerifyCodeFormProps {
  email: string;
  redirectTo: string;
  notice?: string;
  errors?: FieldErrors;
  formError?: string;
  /** Development and demo installs: where the code can be read. */
  outboxReadable: boolean;
}

/** The two codes' fields: each proves its own channel, so both are asked for. */
const CODE_INPUTS = [
  { name: "emailCode", id: "verify-email-code", label: "Code from your email", autoComplete: "off" },
  { name: "smsCode", id: "verify-sms-code", label: "Code from your SMS", autoComplete: "one-time-code" },
] as const;

/** Step 2 of registration: the 6-digit codes from the email and the SMS, or 'Resend Code' for new ones. */
export function VerifyCodeForm({ email, redirectTo, notice, errors: serverErrors, formError, outboxReadable }: VerifyCodeFormProps) {
  const { errors, onSubmit, onFocus } = useValidatedSubmit((forms) => forms.registrationCodesSchema, serverErrors);
  const pending = useNavigation().formData?.get("intent");
  return (
    <div className="space-y-4">
      {notice ? <FormNotice>{notice}</FormNotice> : null}
      <p className="text-slate-700">
        We sent a {CODE_LENGTH}-digit code to <strong className="break-all">{email}</strong> and another one to your phone by SMS. Enter both; they are valid for 10 minutes.
      </p>
      {outboxReadable ? (
        <p className="text-sm text-slate-600">
          No mail service is configured here: read the codes in the <a href="/dev/outbox" target="_blank" rel="noreferrer" className="font-medium text-brand-700 underline">outbox</a>.
        </p>
      ) : null}
      <Form method="post" noValidate onSubmit={onSubmit} onFocus={onFocus} className="space-y-4" aria-label="Verify code">
        <input type="hidden" name="intent" value="verify" />
        <input type="hidden" name="email" value={email} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormAlert message={formError} />
        {CODE_INPUTS.map((input) => (
          <Field key={input.name} id={input.id} label={input.label} error={errors[input.name]}>
            {(aria) => (
              <input
                {...aria}
                name={input.name}
                inputMode="numeric"
                autoComplete={input.autoComplete}
                maxLength={CODE_LENGTH}
                pattern="[0-9]*"
                className={`${inputClass} tracking-[0.4em]`}
              />
            )}
          </Field>
        ))}
        <Button type="submit" disabled={pending === "verify"} className="w-full disabled:opacity-60">
          {pending === "verify" ? "Checking…" : "Verify and create account"}
        </Button>
      </Form>
      <Form method="post" className="text-center">
        <input type="hidden" name="intent" value="resend" />
        <input type="hidden" name="email" value={email} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Button type="submit" disabled={pending === "resend"} variant="secondary" className="disabled:opacity-60">
          Resend Code
        </Button>
      </Form>
    </div>
  );
}

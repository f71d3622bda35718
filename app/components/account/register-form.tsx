import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormAlert, inputClass, PhoneInput } from "~/components/ui/field";
import type { FieldErrors, FormValues } from "~/lib/account-forms";
import { useValidatedSubmit } from "./use-validated-submit";

interface RegisterFormProps {
  redirectTo: string;
  errors?: FieldErrors;
  values?: FormValues;
  formError?: string;
}

/** Step 1 of registration: the details; a code then goes to the email and the phone. */
export function RegisterForm({ redirectTo, errors: serverErrors, values, formError }: RegisterFormProps) {
  const { errors, onSubmit, onFocus } = useValidatedSubmit((forms) => forms.registerSchema, serverErrors);
  const busy = useNavigation().formData?.get("intent") === "register";
  return (
    <Form method="post" noValidate onSubmit={onSubmit} onFocus={onFocus} className="space-y-4" aria-label="Register">
      <input type="hidden" name="intent" value="register" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormAlert message={formError} />
      <Field id="register-name" label="Full name" error={errors.fullName}>
        {(aria) => <input {...aria} name="fullName" autoComplete="name" defaultValue={values?.fullName} className={inputClass} />}
      </Field>
      <Field id="register-email" label="Email" error={errors.email}>
        {(aria) => <input {...aria} name="email" type="email" autoComplete="email" defaultValue={values?.email} className={inputClass} />}
      </Field>
      <Field id="register-phone" label="Mobile number" hint="10 digits, without +91" error={errors.phone}>
        {(aria) => (
          <PhoneInput aria={aria} defaultValue={values?.phone} />
        )}
      </Field>
      <Field id="register-password" label="Password" hint="At least 8 characters, with a number and a special character" error={errors.password}>
        {(aria) => <input {...aria} name="password" type="password" autoComplete="new-password" className={inputClass} />}
      </Field>
      <Field id="register-confirm" label="Confirm password" error={errors.confirmPassword}>
        {(aria) => <input {...aria} name="confirmPassword" type="password" autoComplete="new-password" className={inputClass} />}
      </Field>
      <div>
        <label className="inline-flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            name="terms"
            defaultChecked={values?.terms === "on"}
            aria-invalid={Boolean(errors.terms)}
            aria-describedby={errors.terms ? "register-terms-error" : undefined}
            className="mt-0.5 size-4 accent-brand-700"
          />
          <span>
            I agree to the{" "}
            <Link to="/terms" className="font-medium text-brand-700 underline">
              terms and conditions
            </Link>
          </span>
        </label>
        {errors.terms ? (
          <p id="register-terms-error" className="mt-1 text-sm font-medium text-red-700">
            {errors.terms}
          </p>
        ) : null}
      </div>
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input type="checkbox" name="alertEmails" defaultChecked={values?.alertEmails === "on"} className="mt-0.5 size-4 accent-brand-700" />
        <span>Send me price-drop alerts for cars I follow (optional; you can stop them any time in Settings)</span>
      </label>
      <p className="text-sm text-slate-600">
        We use your name, email and mobile number to run your account, let sellers and buyers reach you when you choose, and
        keep CarSaathi safe. You can download your data or delete your account from your profile at any time.{" "}
        <Link to="/privacy" className="font-medium text-brand-700 underline">
          Privacy policy
        </Link>
      </p>
      <Button type="submit" disabled={busy} className="w-full disabled:opacity-60">
        {busy ? "Sending code…" : "Create account"}
      </Button>
    </Form>
  );
}

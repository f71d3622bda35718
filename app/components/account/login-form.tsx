import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormAlert, inputClass } from "~/components/ui/field";
import type { FieldErrors, FormValues } from "~/lib/account-forms";
import { useValidatedSubmit } from "./use-validated-submit";

interface LoginFormProps {
  redirectTo: string;
  errors?: FieldErrors;
  values?: FormValues;
  formError?: string;
}

export function LoginForm({ redirectTo, errors: serverErrors, values, formError }: LoginFormProps) {
  const { errors, onSubmit, onFocus } = useValidatedSubmit((forms) => forms.loginSchema, serverErrors);
  const busy = useNavigation().formData?.get("intent") === "login";
  return (
    <Form method="post" noValidate onSubmit={onSubmit} onFocus={onFocus} className="space-y-4" aria-label="Login">
      <input type="hidden" name="intent" value="login" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormAlert message={formError} />
      <Field id="login-email" label="Email" error={errors.email}>
        {(aria) => <input {...aria} name="email" type="email" autoComplete="email" defaultValue={values?.email} className={inputClass} />}
      </Field>
      <Field id="login-password" label="Password" error={errors.password}>
        {(aria) => <input {...aria} name="password" type="password" autoComplete="current-password" className={inputClass} />}
      </Field>
      <div className="flex items-center justify-between gap-3 text-sm">
        <label className="inline-flex items-center gap-2 text-slate-800">
          <input type="checkbox" name="rememberMe" defaultChecked={values ? values.rememberMe === "on" : true} className="size-4 accent-brand-700" />
          Remember me
        </label>
        <Link to="/forgot-password" className="font-medium text-brand-700 underline-offset-2 hover:underline">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" disabled={busy} className="w-full disabled:opacity-60">
        {busy ? "Logging in…" : "Login"}
      </Button>
    </Form>
  );
}

import { useEffect } from "react";
import { Form, Link, useNavigation } from "react-router";
import { toast } from "~/components/ui/toast";
import { forgotPasswordAction, loadForgotPasswordPage } from "./forgot-password.server";
import { AccountCard } from "~/components/account/account-card";
import { useValidatedSubmit } from "~/components/account/use-validated-submit";
import { Button } from "~/components/ui/button";
import { Field, FormAlert, FormNotice, inputClass } from "~/components/ui/field";
import { CODE_LENGTH } from "~/lib/account-form-limits";
import type { FieldErrors, FormValues } from "~/lib/account-forms";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => [{ title: "Forgot password | CarSaathi" }, { name: "robots", content: "noindex" }];

export function loader({ request }: Route.LoaderArgs) {
  return loadForgotPasswordPage(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return forgotPasswordAction(request, context);
}

const EMPTY = {};

type State = { step?: "request" | "reset"; email?: string; notice?: string; errors?: FieldErrors; values?: FormValues; formError?: string };

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const state = (actionData ?? EMPTY) as State;
  useEffect(() => {
    if (state.formError) toast.error(state.formError);
  }, [state]);
  return (
    <AccountCard title="Forgot your password?" intro="We will email you a code to set a new one.">
      {state.step === "reset" && state.email ? (
        <ResetForm state={state} email={state.email} outboxReadable={loaderData.outboxReadable} />
      ) : (
        <RequestForm state={state} />
      )}
      <p className="mt-5 text-center text-sm">
        <Link to="/auth" className="font-medium text-brand-700 underline-offset-2 hover:underline">
          Back to login
        </Link>
      </p>
    </AccountCard>
  );
}

function RequestForm({ state }: { state: State }) {
  const { errors, onSubmit, onFocus } = useValidatedSubmit((forms) => forms.forgotPasswordSchema, state.errors);
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" noValidate onSubmit={onSubmit} onFocus={onFocus} className="space-y-4">
      <input type="hidden" name="intent" value="request" />
      <FormAlert message={state.formError} />
      <Field id="forgot-email" label="Email" error={errors.email}>
        {(aria) => <input {...aria} name="email" type="email" autoComplete="email" defaultValue={state.values?.email} className={inputClass} />}
      </Field>
      <Button type="submit" disabled={busy} className="w-full disabled:opacity-60">
        Send code
      </Button>
    </Form>
  );
}

function ResetForm({ state, email, outboxReadable }: { state: State; email: string; outboxReadable: boolean }) {
  const { errors, onSubmit, onFocus } = useValidatedSubmit((forms) => forms.resetPasswordSchema, state.errors);
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" noValidate onSubmit={onSubmit} onFocus={onFocus} className="space-y-4">
      <input type="hidden" name="intent" value="reset" />
      <input type="hidden" name="email" value={email} />
      {state.notice ? <FormNotice>{state.notice}</FormNotice> : null}
      {outboxReadable ? (
        <p className="text-sm text-slate-600">
          No mail service is configured here: read the code in the <a href="/dev/outbox" target="_blank" rel="noreferrer" className="font-medium text-brand-700 underline">outbox</a>.
        </p>
      ) : null}
      <FormAlert message={state.formError} />
      <Field id="reset-code" label="Code from the email" hint={`${CODE_LENGTH} digits, valid for 10 minutes`} error={errors.code}>
        {(aria) => <input {...aria} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={CODE_LENGTH} className={inputClass} />}
      </Field>
      <Field id="reset-password" label="New password" hint="At least 8 characters, with a number and a special character" error={errors.password}>
        {(aria) => <input {...aria} name="password" type="password" autoComplete="new-password" className={inputClass} />}
      </Field>
      <Field id="reset-confirm" label="Confirm new password" error={errors.confirmPassword}>
        {(aria) => <input {...aria} name="confirmPassword" type="password" autoComplete="new-password" className={inputClass} />}
      </Field>
      <Button type="submit" disabled={busy} className="w-full disabled:opacity-60">
        Set new password
      </Button>
    </Form>
  );
}

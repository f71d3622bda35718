import { useEffect } from "react";
import { Form, Link, useNavigation } from "react-router";
import { ACCOUNT_LINKS } from "~/components/account/account-links";
import { DeleteAccountSection, DownloadDataSection, type DeleteState } from "~/components/account/account-data-sections";
import { toast } from "~/components/ui/toast";
import { loadProfilePage, profileAction } from "./profile.server";
import { useValidatedSubmit } from "~/components/account/use-validated-submit";
import { Button } from "~/components/ui/button";
import { Field, FormAlert, inputClass, PhoneInput } from "~/components/ui/field";
import type { FieldErrors, FormValues } from "~/lib/account-forms";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = () => [{ title: "Your profile | CarSaathi" }, { name: "robots", content: "noindex" }];

export function loader({ request }: Route.LoaderArgs) {
  return loadProfilePage(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return profileAction(request, context);
}

const EMPTY = {};

type State = { intent?: string; errors?: FieldErrors; values?: FormValues; formError?: string } & DeleteState;

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { user } = loaderData;
  const state = (actionData ?? EMPTY) as State;
  useEffect(() => {
    if (state.formError) toast.error(state.formError);
  }, [state]);
  return (
    <main id="main" className="mx-auto w-full max-w-2xl flex-1 space-y-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Your profile</h1>
        <p className="mt-1 text-slate-600">
          Signed in as <span className="font-medium text-slate-800">{user.email}</span>
          {user.role !== "user" ? <> · {user.role === "dealer" ? "Dealer" : "Admin"} account</> : null}
        </p>
      </div>
      <AccountShortcuts />
      <DetailsForm user={user} state={state.intent === "profile" ? state : {}} />
      <PasswordForm state={state.intent === "password" ? state : {}} />
      <DownloadDataSection />
      <DeleteAccountSection hasPassword={loaderData.hasPassword} email={user.email} state={state.intent === "delete-account" ? state : {}} />
    </main>
  );
}

/** The phone bottom bar's Profile leads here, so the user menu's other places are a tap away. */
function AccountShortcuts() {
  return (
    <nav aria-label="Your account">
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {ACCOUNT_LINKS.filter((link) => link.to !== "/profile").map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="flex min-h-11 items-center justify-center rounded-xl border border-slate-200 bg-white px-3 font-medium text-slate-800 shadow-sm hover:border-brand-300 hover:text-brand-800"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function DetailsForm({ user, state }: { user: { name: string; phone: string | null }; state: State }) {
  const { errors, onSubmit, onFocus } = useValidatedSubmit((forms) => forms.profileSchema, state.errors);
  const busy = useNavigation().formData?.get("intent") === "profile";
  return (
    <section aria-labelledby="details-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="details-heading" className="text-lg font-semibold text-slate-900">Your details</h2>
      <Form method="post" noValidate onSubmit={onSubmit} onFocus={onFocus} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="profile" />
        <FormAlert message={state.formError} />
        <Field id="profile-name" label="Full name" error={errors.name}>
          {(aria) => <input {...aria} name="name" autoComplete="name" defaultValue={state.values?.name ?? user.name} className={inputClass} />}
        </Field>
        <Field id="profile-phone" label="Mobile number" hint="10 digits, without +91" error={errors.phone}>
          {(aria) => (
            <PhoneInput aria={aria} defaultValue={state.values?.phone ?? user.phone ?? ""} />
          )}
        </Field>
        <Button type="submit" disabled={busy} className="w-full disabled:opacity-60 sm:w-auto">
          Save details
        </Button>
      </Form>
    </section>
  );
}

function PasswordForm({ state }: { state: State }) {
  const { errors, onSubmit, onFocus } = useValidatedSubmit((forms) => forms.changePasswordSchema, state.errors);
  const busy = useNavigation().formData?.get("intent") === "password";
  return (
    <section aria-labelledby="password-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="password-heading" className="text-lg font-semibold text-slate-900">Change password</h2>
      <p className="mt-1 text-sm text-slate-600">Your other devices will be signed out.</p>
      <Form method="post" noValidate onSubmit={onSubmit} onFocus={onFocus} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="password" />
        <FormAlert message={state.formError} />
        <Field id="current-password" label="Current password" error={errors.currentPassword}>
          {(aria) => <input {...aria} name="currentPassword" type="password" autoComplete="current-password" className={inputClass} />}
        </Field>
        <Field id="new-password" label="New password" hint="At least 8 characters, with a number and a special character" error={errors.password}>
          {(aria) => <input {...aria} name="password" type="password" autoComplete="new-password" className={inputClass} />}
        </Field>
        <Field id="confirm-password" label="Confirm new password" error={errors.confirmPassword}>
          {(aria) => <input {...aria} name="confirmPassword" type="password" autoComplete="new-password" className={inputClass} />}
        </Field>
        <Button type="submit" disabled={busy} className="w-full disabled:opacity-60 sm:w-auto">
          Change password
        </Button>
      </Form>
    </section>
  );
}

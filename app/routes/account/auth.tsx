import { useEffect } from "react";
import { Link } from "react-router";
import { toast } from "~/components/ui/toast";
import { authPageAction, loadAuthPage } from "./auth.server";
import { AccountCard } from "~/components/account/account-card";
import { LoginForm } from "~/components/account/login-form";
import { RegisterForm } from "~/components/account/register-form";
import { SocialButtons } from "~/components/account/social-buttons";
import { VerifyCodeForm } from "~/components/account/verify-code-form";
import type { FieldErrors, FormValues } from "~/lib/account-forms";
import type { Route } from "./+types/auth";

export const meta: Route.MetaFunction = () => [
  { title: "Login or Register | CarSaathi" },
  { name: "robots", content: "noindex" },
];

export function loader({ request }: Route.LoaderArgs) {
  return loadAuthPage(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return authPageAction(request, context);
}

const EMPTY = {};

type ActionState = {
  intent?: string;
  step?: "verify";
  email?: string;
  notice?: string;
  errors?: FieldErrors;
  values?: FormValues;
  formError?: string;
};

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, socialProviders, outboxReadable } = loaderData;
  const state = (actionData ?? EMPTY) as ActionState;
  const tab = state.intent === "register" || state.step === "verify" ? "register" : state.intent === "login" ? "login" : loaderData.tab;

  // The spec's toasts: code sent / resent, and the error of a failed login or registration.
  useEffect(() => {
    if (state.notice) toast.success(state.notice);
    else if (state.formError) toast.error(state.formError);
  }, [state]);

  return (
    <AccountCard title={tab === "register" ? "Create your account" : "Welcome back"} intro="Save cars, keep your searches and sell your car.">
      <nav aria-label="Login or register" className="mb-5 grid grid-cols-2 rounded-lg bg-slate-100 p-1 text-center font-semibold">
        {(["login", "register"] as const).map((t) => (
          <Link
            key={t}
            to={`?tab=${t}${redirectTo !== "/saved-listings" ? `&redirectTo=${encodeURIComponent(redirectTo)}` : ""}`}
            aria-current={tab === t ? "page" : undefined}
            className={`rounded-md py-2 ${tab === t ? "bg-white text-brand-700 shadow-sm" : "text-slate-700 hover:text-slate-900"}`}
          >
            {t === "login" ? "Login" : "Register"}
          </Link>
        ))}
      </nav>
      {state.step === "verify" && state.email ? (
        <VerifyCodeForm
          email={state.email}
          redirectTo={redirectTo}
          notice={state.notice}
          errors={state.errors}
          formError={state.formError}
          outboxReadable={outboxReadable}
        />
      ) : tab === "register" ? (
        <RegisterForm redirectTo={redirectTo} errors={state.errors} values={state.values} formError={state.formError} />
      ) : (
        <LoginForm redirectTo={redirectTo} errors={state.errors} values={state.values} formError={state.formError} />
      )}
      {state.step !== "verify" ? <SocialButtons enabled={socialProviders} redirectTo={redirectTo} /> : null}
    </AccountCard>
  );
}

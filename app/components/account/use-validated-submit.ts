import { useState, type FormEvent } from "react";
import { useSubmit } from "react-router";
import type { z } from "zod";
import { submitChecked } from "~/components/ui/submit-checked";
import type * as AccountFormsModule from "~/lib/account-forms";
import type { FieldErrors } from "~/lib/account-forms";

type AccountForms = typeof AccountFormsModule;

/**
 * The schemas and zod with them (23 KB gzip), fetched when the visitor starts on a form, so the
 * sign-in and password pages load no zod before they are interactive (issue 37's budget).
 */
const loadForms = () => import("~/lib/account-forms");

/**
 * Checks a form in the browser with the server's own schema before it is sent: mistakes show
 * under their fields at once and focus moves to the first. The server checks again anyway.
 * The check comes and goes as every form's does (submitChecked): a submit made before the
 * schemas arrive waits for them, and if they cannot come the form is sent unchecked.
 */
export function useValidatedSubmit(schemaOf: (forms: AccountForms) => z.ZodType, serverErrors: FieldErrors | undefined) {
  const submit = useSubmit();
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [lastServerErrors, setLastServerErrors] = useState(serverErrors);
  // A new server answer replaces what the browser found before.
  if (serverErrors !== lastServerErrors) {
    setLastServerErrors(serverErrors);
    setClientErrors(null);
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submitChecked(event, {
      loadCheck: () => loadForms().then((forms) => (form) => forms.validateForm(schemaOf(forms), new FormData(form))),
      send: (form) => {
        setClientErrors(null);
        void submit(form);
      },
      invalid: (errors: FieldErrors, form) => {
        setClientErrors(errors);
        const first = Object.keys(errors)[0];
        form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      },
    });

  return { errors: clientErrors ?? serverErrors ?? {}, onSubmit, onFocus: loadForms };
}

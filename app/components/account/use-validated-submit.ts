import { useState, type FormEvent } from "react";
import type { z } from "zod";
import type * as AccountFormsModule from "~/lib/account-forms";
import type { FieldErrors } from "~/lib/account-forms";

type AccountForms = typeof AccountFormsModule;

/**
 * The schemas and zod with them (23 KB gzip), fetched when the visitor starts on a form, so the
 * sign-in and password pages load no zod before they are interactive (issue 37's budget).
 */
let loaded: AccountForms | null = null;
const loadForms = () => import("~/lib/account-forms").then((forms) => (loaded = forms));

/** Forms whose submission passed the check after it arrived: sent again, they go through. */
const checkedLate = new WeakSet<HTMLFormElement>();

/**
 * Checks a form in the browser with the server's own schema before it is sent: mistakes show
 * under their fields at once and focus moves to the first. The server checks again anyway.
 * A submit that comes before the schemas waits for them, then sends the form if it passes; if
 * they cannot be fetched (a phone dropping off 4G) the form is sent unchecked, as a tap must
 * never do nothing.
 */
export function useValidatedSubmit(schemaOf: (forms: AccountForms) => z.ZodType, serverErrors: FieldErrors | undefined) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [lastServerErrors, setLastServerErrors] = useState(serverErrors);
  // A new server answer replaces what the browser found before.
  if (serverErrors !== lastServerErrors) {
    setLastServerErrors(serverErrors);
    setClientErrors(null);
  }

  function passes(form: HTMLFormElement, forms: AccountForms): boolean {
    const result = forms.validateForm(schemaOf(forms), new FormData(form));
    if (result.ok) {
      setClientErrors(null);
      return true;
    }
    setClientErrors(result.errors);
    const first = Object.keys(result.errors)[0];
    form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return false;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    if (checkedLate.delete(form)) return;
    if (loaded) {
      if (!passes(form, loaded)) event.preventDefault();
      return;
    }
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    void loadForms()
      .then((forms) => passes(form, forms), () => true)
      .then((ok) => {
        if (!ok) return;
        checkedLate.add(form);
        form.requestSubmit(submitter);
      });
  }

  return { errors: clientErrors ?? serverErrors ?? {}, onSubmit, onFocus: () => void loadForms() };
}

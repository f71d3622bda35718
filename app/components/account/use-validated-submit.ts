import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { validateForm, type FieldErrors } from "~/lib/account-forms";

/**
 * Checks a form in the browser with the server's own schema before it is sent: mistakes show
 * under their fields at once and focus moves to the first. The server checks again anyway.
 */
export function useValidatedSubmit(schema: z.ZodType, serverErrors: FieldErrors | undefined) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [lastServerErrors, setLastServerErrors] = useState(serverErrors);
  // A new server answer replaces what the browser found before.
  if (serverErrors !== lastServerErrors) {
    setLastServerErrors(serverErrors);
    setClientErrors(null);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const result = validateForm(schema, new FormData(event.currentTarget));
    if (result.ok) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(result.errors);
    const first = Object.keys(result.errors)[0];
    event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  return { errors: clientErrors ?? serverErrors ?? {}, onSubmit };
}

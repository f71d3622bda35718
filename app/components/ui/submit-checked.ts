/**
 * A form checked in the browser with the server's own schema before it is sent (instant
 * errors, nothing typed is lost). The check's module (zod and the schema) is fetched when the
 * visitor starts on the form, so other visits never download it. If it cannot be fetched (a
 * phone dropping off 4G), the form is sent unchecked: the server checks it anyway, and a tap
 * must never do nothing.
 */
import type { FormEvent } from "react";

export type CheckResult<E> = { ok: true } | { ok: false; errors: E };

export interface CheckedSubmit<E> {
  /** The check, loaded on first use; it reads the values from the form itself. */
  loadCheck: () => Promise<(form: HTMLFormElement) => CheckResult<E>>;
  send: (form: HTMLFormElement) => void;
  invalid: (errors: E, form: HTMLFormElement) => void;
}

export async function submitChecked<E>(event: FormEvent<HTMLFormElement>, { loadCheck, send, invalid }: CheckedSubmit<E>): Promise<void> {
  event.preventDefault();
  const form = event.currentTarget;
  const check = await loadCheck().catch(() => null);
  const result = check ? check(form) : ({ ok: true } as const);
  if (result.ok) send(form);
  else invalid(result.errors, form);
}

/** Focuses the first field, in the form's order, that has an error; `idOf` gives a field's element id. */
export function focusFirstError<F extends string>(form: HTMLFormElement, fields: readonly F[], errors: Partial<Record<F, unknown>>, idOf: (field: F) => string) {
  const first = fields.find((field) => errors[field]);
  if (first) form.querySelector<HTMLElement>(`#${idOf(first)}`)?.focus();
}

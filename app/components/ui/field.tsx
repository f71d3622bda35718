/**
 * Why: one labelled form field for every form (accounts, contact, enquiries), so each control is
 * tied to its label, hint and error the same way and screen readers announce them.
 */
import type { ReactNode } from "react";

/** The attributes that tie a control to its label, hint and error. */
export interface FieldAria {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
}

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  /** Renders the control (input, textarea or select), given the ARIA attributes to spread on it. */
  children: (aria: FieldAria) => ReactNode;
}

/** Text inputs, selects and textareas inside a Field. */
export const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 aria-[invalid=true]:border-red-600";

/** The ids of a field's hint and error, for `aria-describedby` (undefined when there are none). */
export function describedBy(id: string, { hint, error }: { hint?: unknown; error?: unknown }): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

/** A labelled control with its hint and error message announced by screen readers. */
export function Field({ id, label, error, hint, optional = false, children }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-800">
        {label}
        {optional ? <span className="font-normal text-slate-600"> (optional)</span> : null}
      </label>
      {hint ? <FieldHint id={id}>{hint}</FieldHint> : null}
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": describedBy(id, { hint, error }) })}
      {error ? <FieldError id={id}>{error}</FieldError> : null}
    </div>
  );
}

/** A field's hint, `${id}-hint`. */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={`${id}-hint`} className="text-sm text-slate-600">
      {children}
    </p>
  );
}

/** A field's error message, `${id}-error`. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
      {children}
    </p>
  );
}

/** A form-wide message (rate limit, wrong credentials): announced, and shown above the fields. */
export function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}

/** A form-wide success message, announced politely. */
export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800">
      {children}
    </p>
  );
}

/** An Indian mobile number input inside a Field: the phone's number pad and its own-number autofill. */
export function PhoneInput({ aria, defaultValue, placeholder }: { aria: FieldAria; defaultValue?: string | null; placeholder?: string }) {
  return (
    <input
      {...aria}
      name="phone"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder={placeholder}
      defaultValue={defaultValue ?? undefined}
      className={inputClass}
    />
  );
}

import { focusFirstError, submitChecked } from "~/components/ui/submit-checked";
import { useState, type FormEvent } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormAlert, inputClass, PhoneInput } from "~/components/ui/field";
import {
  CONTACT_FIELDS,
  CONTACT_TOPICS,
  HONEYPOT_FIELD,
  MESSAGE_MAX,
  MESSAGE_MIN,
  readContactValues,
  type ContactErrors,
  type ContactValues,
} from "~/lib/contact-form";
import { groupIndian } from "~/lib/format-inr";

/** The schema and zod with it (23 KB gzip), fetched when the visitor starts on the form. */
const loadSchema = () => import("~/lib/contact-form-schema");

interface ContactFormProps {
  /** What the server sent back with a rejected submission (also the no-JavaScript path). */
  values?: ContactValues;
  errors?: ContactErrors;
  /** A refusal of the whole form (too many messages), shown above it. */
  formError?: string;
}

export function ContactForm({ values, errors: serverErrors, formError }: ContactFormProps) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const submit = useSubmit();
  const [clientErrors, setClientErrors] = useState<ContactErrors | null>(null);
  const errors = clientErrors ?? serverErrors ?? {};

  const handleSubmit = (event: FormEvent<HTMLFormElement>) =>
    submitChecked(event, {
      loadCheck: () => loadSchema().then(({ validateContactForm }) => (form) => validateContactForm(readContactValues(new FormData(form)))),
      send: (form) => {
        setClientErrors(null);
        void submit(form);
      },
      invalid: (errors, form) => {
        setClientErrors(errors);
        focusFirstError(form, CONTACT_FIELDS, errors, (field) => `contact-${field}`);
      },
    });

  return (
    <Form method="post" noValidate onSubmit={handleSubmit} onFocus={loadSchema} className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <FormAlert message={formError} />
      <Field id="contact-name" label="Your name" error={errors.name}>
        {(aria) => <input {...aria} name="name" autoComplete="name" defaultValue={values?.name} className={inputClass} />}
      </Field>
      <Field id="contact-email" label="Email" error={errors.email}>
        {(aria) => (
          <input {...aria} name="email" type="email" autoComplete="email" defaultValue={values?.email} className={inputClass} />
        )}
      </Field>
      <Field id="contact-phone" label="Mobile number" optional hint="10 digits, if you'd like a call back" error={errors.phone}>
        {(aria) => (
          <PhoneInput aria={aria} defaultValue={values?.phone} />
        )}
      </Field>
      <Field id="contact-topic" label="Topic" error={errors.topic}>
        {(aria) => (
          <select {...aria} name="topic" defaultValue={values?.topic ?? ""} className={inputClass}>
            <option value="" disabled>
              Choose a topic
            </option>
            {CONTACT_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {topic}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id="contact-message"
        label="Message"
        hint={`${MESSAGE_MIN} to ${groupIndian(MESSAGE_MAX)} characters. Reporting a listing? Paste its address.`}
        error={errors.message}
      >
        {(aria) => <textarea {...aria} name="message" rows={6} defaultValue={values?.message} className={inputClass} />}
      </Field>
      {/* Honeypot: hidden from people and assistive tech; bots that fill it are quietly ignored. */}
      <div aria-hidden="true" className="hidden">
        <label htmlFor={`contact-${HONEYPOT_FIELD}`}>Leave this empty</label>
        <input id={`contact-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </div>
      <Button type="submit" disabled={sending} variant="strong" size="lg" className="w-full disabled:opacity-70 sm:w-auto">
        {sending ? "Sending…" : "Send message"}
      </Button>
    </Form>
  );
}

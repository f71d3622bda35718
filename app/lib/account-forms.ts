/**
 * The account forms' rules (spec section 5), one schema per form, used by the browser for
 * instant messages and by the server, which re-validates every submission.
 */
import { firstErrorPerField, z } from "~/lib/zod";
import { CODE_LENGTH, PASSWORD_MAX } from "./account-form-limits";
import { mobileNumber, personName } from "./person-fields";

const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, "Email is required")
  .pipe(z.email("Please enter a valid email address"));

const newPassword = z
  .string()
  .min(8, "Password must be at least 8 characters")
  .max(PASSWORD_MAX, `Password cannot exceed ${PASSWORD_MAX} characters`)
  .regex(/\d/, "Password must contain at least 1 number")
  .regex(/[^A-Za-z0-9]/, "Password must contain at least 1 special character");

const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());

const code = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), `Enter the ${CODE_LENGTH}-digit code`);

const passwordsMatch = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;
/**
 * Zod skips an object's refinements once any field has failed; `when` runs this one whenever
 * both passwords are strings, so 'Passwords do not match' shows together with the other messages.
 */
const MATCH_ERROR = {
  message: "Passwords do not match",
  path: ["confirmPassword"],
  when: ({ value }: { value: unknown }) => {
    const v = value as { password?: unknown; confirmPassword?: unknown } | null;
    return typeof v?.password === "string" && typeof v.confirmPassword === "string";
  },
};

export const loginSchema = z.object({
  email,
  password: z.string().min(1, "Password is required").max(PASSWORD_MAX, "Invalid email or password"),
  rememberMe: checkbox,
});

export const registerSchema = z
  .object({
    fullName: personName,
    email,
    phone: mobileNumber,
    password: newPassword,
    confirmPassword: z.string(),
    terms: z.preprocess((v) => v === "on" || v === "true" || v === true, z.literal(true, "You must agree to the terms and conditions")),
    /** Opt-in to price-alert emails (DPDP Act): unticked unless the user ticks it. */
    alertEmails: checkbox,
  })
  .refine(passwordsMatch, MATCH_ERROR);

/** Registration step 2: one code from the email, another from the SMS; both are needed. */
export const registrationCodesSchema = z.object({ email, emailCode: code, smsCode: code });

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({ email, code, password: newPassword, confirmPassword: z.string() })
  .refine(passwordsMatch, MATCH_ERROR);

export const profileSchema = z.object({ name: personName, phone: mobileNumber });

export const changePasswordSchema = z
  .object({ currentPassword: z.string().min(1, "Password is required"), password: newPassword, confirmPassword: z.string() })
  .refine(passwordsMatch, MATCH_ERROR);

/**
 * A switch added after the settings form was first served: the form sends "off" in a hidden
 * field before the box (the box's "on" comes later and wins), so an unticked box says off, and
 * a post without the field (a page opened before the switch existed) leaves it as it was.
 */
const laterCheckbox = z.preprocess((v) => (v === undefined ? undefined : v === "on" || v === "true" || v === true), z.boolean().optional());

export const settingsSchema = z.object({ alertEmails: checkbox, messageEmails: checkbox, savedSearchEmails: laterCheckbox });

const confirmDeletion = z.preprocess((v) => v === "on" || v === "true" || v === true, z.literal(true, "Tick the box to confirm"));

/** Deleting the account: the password again (accounts with one)... */
export const deleteWithPasswordSchema = z.object({
  password: z.string().min(1, "Enter your password").max(PASSWORD_MAX, "Password is incorrect"),
  confirm: confirmDeletion,
});

/** ...or the code we emailed (Google or Facebook sign-in, no password). */
export const deleteWithCodeSchema = z.object({ code, confirm: confirmDeletion });

export type FieldErrors = Partial<Record<string, string>>;
export type FormValues = Record<string, string>;

export type FormResult<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors; values: FormValues };

/** Passwords are never sent back to the page after a failed submission. */
const SECRET_FIELDS = new Set(["password", "confirmPassword", "currentPassword"]);

/** Validates a submitted form: the data, or the first message per field plus what was typed. */
export function validateForm<S extends z.ZodType>(schema: S, form: FormData): FormResult<z.output<S>> {
  const raw: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") raw[key] = value;
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = firstErrorPerField(result.error);
  const values = Object.fromEntries(Object.entries(raw).filter(([key]) => !SECRET_FIELDS.has(key)));
  return { ok: false, errors, values };
}

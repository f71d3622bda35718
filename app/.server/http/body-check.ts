/**
 * The body half of the edge check (decision 007; the URL half is server/input-guard.ts): a
 * page action's or /api route's form or JSON body with a control character, a lone surrogate
 * or a field longer than any form takes is refused before the action runs, and so is a form
 * whose text is not UTF-8 (checked on the raw bytes, form-utf8.ts: the parsers would store
 * U+FFFD). It reads a clone, so the action still reads the body itself; forms are small, and
 * files are not inspected.
 * Page actions read `request.formData()`, which throws on any other body: for them anything
 * but a form is a 400 here, not a 500 there.
 */
import { isUtf8 } from "node:buffer";
import { findUnsafeJsonText, unreadableText, type UnsafeField } from "~/lib/safe-text";
import { AppError } from "./app-error";
import { invalidUtf8Field } from "./form-utf8";

/** Longer than any text field a form takes (the longest, a message, allows 1,000). */
export const MAX_FORM_FIELD_CHARS = 10_000;

/** The AppError that refuses the request's body, or null when it may reach the action. */
export async function unreadableBody(request: Request, options: { formsOnly?: boolean } = {}): Promise<AppError | null> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!request.body) return null;
  const isForm = type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data");
  if (!isForm && options.formsOnly) {
    return new AppError("bad_request", "This page takes form posts only", [{ field: "body", message: "must be a form" }]);
  }
  if (isForm) {
    const bytes = Buffer.from(await request.clone().arrayBuffer());
    const notUtf8 = invalidUtf8Field(bytes, type);
    if (notUtf8) return refusal(notUtf8);
    let form: FormData;
    try {
      form = await new Response(bytes, { headers: { "Content-Type": type } }).formData();
    } catch {
      return new AppError("bad_request", "The form could not be read", [{ field: "body", message: "is not a valid form" }]);
    }
    const problem = unsafeFormField(form);
    return problem && refusal(problem);
  }
  if (type.includes("json")) {
    const bytes = Buffer.from(await request.clone().arrayBuffer());
    // JSON text is UTF-8 too (RFC 8259); decoding would turn bad bytes into U+FFFD.
    if (!isUtf8(bytes)) return refusal({ field: "body", message: "is not valid UTF-8 text" });
    let value: unknown;
    try {
      value = JSON.parse(bytes.toString("utf8"));
    } catch {
      return null; // the route answers malformed JSON itself (readJsonBody, or better-auth)
    }
    const problem = findUnsafeJsonText(value);
    return problem && refusal(problem);
  }
  return null;
}

function unsafeFormField(form: FormData): UnsafeField | null {
  for (const [name, value] of form) {
    const nameProblem = unreadableText(name);
    if (nameProblem) return { field: "body", message: `has a field name that ${nameProblem}` };
    if (typeof value !== "string") continue;
    const problem = unreadableText(value, { multiline: true });
    if (problem) return { field: name, message: problem };
    if (value.length > MAX_FORM_FIELD_CHARS) return { field: name, message: `is longer than ${MAX_FORM_FIELD_CHARS} characters` };
  }
  return null;
}

function refusal(problem: UnsafeField): AppError {
  return new AppError("bad_request", `The field "${problem.field.slice(0, 40)}" ${problem.message}.`, [problem]);
}

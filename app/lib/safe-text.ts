/**
 * What text the server accepts from a visitor (decision 007): no NUL or other C0 control
 * characters and no DEL (PostgreSQL refuses NUL in text, and no field means anything with
 * them), no lone UTF-16 surrogates (they cannot be stored as UTF-8). Multi-line fields may
 * keep tab, line feed and carriage return. Shared by the Express edge check (URLs), the page
 * action body check and `readJsonBody`.
 */

// C0 controls and DEL; the multi-line variant lets \t, \n and \r through. Matching control
// characters is the point here, hence the lint exceptions.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_WHITESPACE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why the text cannot be accepted, or null when it can. */
export function unreadableText(text: string, options: { multiline?: boolean } = {}): string | null {
  if ((options.multiline ? CONTROL_EXCEPT_WHITESPACE : CONTROL).test(text)) return "contains a control character";
  if (LONE_SURROGATE.test(text)) return "contains an invalid character";
  return null;
}

/** The text without what `unreadableText` refuses, for code that must not fail (analytics). */
export function stripUnreadable(text: string): string {
  return text.replace(new RegExp(CONTROL.source, "g"), "").replace(new RegExp(LONE_SURROGATE.source, "g"), "");
}

export interface UnsafeField {
  field: string;
  message: string;
}

/** How deep a JSON body may nest: none of ours goes past a few levels (5,000 overflowed the stack: a 500). */
export const MAX_JSON_DEPTH = 32;

/**
 * The first string (or key) in a parsed JSON value that `unreadableText` refuses, or a value
 * nested deeper than MAX_JSON_DEPTH, named by its path.
 */
export function findUnsafeJsonText(value: unknown, path = "body", depth = 0): UnsafeField | null {
  if (depth > MAX_JSON_DEPTH) return { field: path, message: `is nested more than ${MAX_JSON_DEPTH} levels deep` };
  if (typeof value === "string") {
    const message = unreadableText(value, { multiline: true });
    return message ? { field: path, message } : null;
  }
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findUnsafeJsonText(item, `${path}.${i}`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const keyProblem = unreadableText(key);
      if (keyProblem) return { field: path, message: `has a field name that ${keyProblem}` };
      const found = findUnsafeJsonText(item, path === "body" ? key : `${path}.${key}`, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

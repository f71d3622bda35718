/**
 * Hostile input for the security sweep: values for query and path parameters (raw, already
 * percent-encoded where the encoding is the attack), bodies for actions, and the check that
 * an answer leaks no stack trace or server file path.
 */

const TEN_KB = "a".repeat(10_240);

/** [label, raw URL text, whether the edge guard must refuse it with a 400]. */
export const HOSTILE_VALUES: [string, string, boolean][] = [
  ["NUL", "%00x", true],
  ["control characters", "a%1B%5B31m%07%7F", true],
  ["10 KB string", TEN_KB, true],
  ["lone surrogate", "%ED%A0%80", true],
  ["invalid percent", "%zz", true],
  ["huge number", "99999999999999999999999999", false],
  ["negative number", "-1", false],
  ["float overflow", "1e309", false],
  ["not a number", "NaN", false],
  ["SQL-ish", encodeURIComponent("' or 1=1--"), false],
  ["path traversal", encodeURIComponent("../../etc/passwd"), false],
  ["markup", encodeURIComponent("<script>alert(1)</script>"), false],
  ["unicode, emoji, RTL", encodeURIComponent("कार 🚗 \u202eسيارة"), false],
  ["empty", "", false],
];

/** [label, content type, body] posted to every route that has an action. */
export const HOSTILE_BODIES: [string, string, string][] = [
  ["malformed JSON", "application/json", '{"saved": tru'],
  ["JSON with NUL", "application/json", JSON.stringify({ saved: true, email: "a\u0000@b.in", listingId: "x\u0000" })],
  ["JSON of wrong types", "application/json", JSON.stringify({ saved: "maybe", email: 12, password: [], listingId: { $gt: 1 } })],
  ["JSON array", "application/json", "[1,2,3]"],
  ["JSON nested 5,000 levels deep", "application/json", `${"[".repeat(5_000)}1${"]".repeat(5_000)}`],
  ["plain text", "text/plain", '{"saved": true}'],
  ["form with NUL", "application/x-www-form-urlencoded", "intent=login&email=a%00%40b.in&password=x%00"],
  ["form with 20 KB field", "application/x-www-form-urlencoded", `intent=contact&message=${"b".repeat(20_000)}`],
  ["form that is not UTF-8", "application/x-www-form-urlencoded", "intent=login&email=a%C3%28%40b.in&message=%FF%FE&saved=%ED%A0%80"],
  ["form of SQL-ish values", "application/x-www-form-urlencoded", `intent=${encodeURIComponent("' or 1=1--")}&email=${encodeURIComponent("' or 1=1--")}&saved=1`],
  ["broken multipart", "multipart/form-data; boundary=xyz", "--xyz\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nb"],
];

const STACK_FRAME = /\n\s+at \S|\bat [\w.<>$]+ \(.*:\d+:\d+\)/;
const SERVER_PATH = /node_modules|\/(app|server|build|work|home|usr)\/[\w./-]+\.(ts|tsx|js|mjs|cjs):\d+/;

/** Why the answer leaks internals, or null. */
export function leak(body: string): string | null {
  if (STACK_FRAME.test(body)) return "a stack frame";
  if (SERVER_PATH.test(body)) return "a server file path";
  return null;
}

/**
 * Whether a form body's text is UTF-8, checked on its raw bytes. The form parsers decode
 * leniently: `%C3%28` or a raw 0xFF byte becomes U+FFFD, which would be stored as if the
 * visitor had typed it. So the bytes are checked before anything decodes them: each name and
 * value of a urlencoded body after percent-decoding, and the names and text parts of a
 * multipart one (files are bytes, not text, and are not looked at).
 */
import { isUtf8 } from "node:buffer";
import type { UnsafeField } from "~/lib/safe-text";

const NOT_UTF8 = "is not valid UTF-8 text";
const NAME_NOT_UTF8: UnsafeField = { field: "body", message: "has a field name that is not valid UTF-8" };

const PLUS = 0x2b;
const PERCENT = 0x25;

function hexValue(byte: number | undefined): number {
  if (byte === undefined) return -1;
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  const lower = byte | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1;
}

/** application/x-www-form-urlencoded percent-decoding on bytes: `+` is a space, `%XX` a byte, anything else itself. */
function percentDecode(bytes: Uint8Array): Buffer {
  const out = Buffer.alloc(bytes.length);
  let length = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    const high = byte === PERCENT ? hexValue(bytes[i + 1]) : -1;
    const low = high >= 0 ? hexValue(bytes[i + 2]) : -1;
    if (low >= 0) {
      out[length++] = high * 16 + low;
      i += 2;
    } else {
      out[length++] = byte === PLUS ? 0x20 : byte;
    }
  }
  return out.subarray(0, length);
}

function urlencodedProblem(body: Buffer): UnsafeField | null {
  for (const pair of body.toString("latin1").split("&")) {
    // latin1 keeps one character per byte, so the split points are byte offsets.
    const equals = pair.indexOf("=");
    const name = percentDecode(Buffer.from(equals === -1 ? pair : pair.slice(0, equals), "latin1"));
    if (!isUtf8(name)) return NAME_NOT_UTF8;
    if (equals === -1) continue;
    if (!isUtf8(percentDecode(Buffer.from(pair.slice(equals + 1), "latin1")))) return { field: name.toString("utf8"), message: NOT_UTF8 };
  }
  return null;
}

function multipartProblem(body: Buffer, boundary: string): UnsafeField | null {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  // The first delimiter may open the body without the line break before it.
  const first = body.indexOf(delimiter.subarray(2));
  if (first === -1) return null; // not a multipart body: the form parser refuses it
  let at = first + delimiter.length - 2;
  for (let next = body.indexOf(delimiter, at); next !== -1; next = body.indexOf(delimiter, at)) {
    const part = body.subarray(at, next);
    const headerEnd = part.indexOf("\r\n\r\n");
    if (headerEnd !== -1) {
      const head = part.subarray(0, headerEnd);
      if (!isUtf8(head)) return NAME_NOT_UTF8;
      const headText = head.toString("utf8");
      const isFile = /;\s*filename\*?=/i.test(headText);
      if (!isFile && !isUtf8(part.subarray(headerEnd + 4))) {
        return { field: /;\s*name="([^"]*)"/i.exec(headText)?.[1] ?? "body", message: NOT_UTF8 };
      }
    }
    at = next + delimiter.length;
  }
  return null;
}

/** The first name or text value of the form body that is not UTF-8, or null. */
export function invalidUtf8Field(body: Buffer, contentType: string): UnsafeField | null {
  if (contentType.includes("application/x-www-form-urlencoded")) return urlencodedProblem(body);
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  if (contentType.includes("multipart/form-data") && boundary) return multipartProblem(body, boundary[1] ?? boundary[2]!);
  return null;
}

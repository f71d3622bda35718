/**
 * Expected failures as values: one error type whose code maps to an HTTP status and to the
 * JSON error body of API.md. Anything else is a bug: logged, answered with a plain 500.
 */
import { type z } from "zod";

export type ErrorCode =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "method_not_allowed"
  | "conflict"
  | "payload_too_large"
  | "unsupported_media_type"
  | "rate_limited"
  | "internal"
  | "unavailable";

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  /** Busy for a moment (a full work queue): try again after Retry-After. */
  unavailable: 503,
};

export interface ErrorDetail {
  field: string;
  message: string;
}

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

export function notFound(message: string): AppError {
  return new AppError("not_found", message);
}

/** A 400 naming each bad field, e.g. "Invalid request: minPrice must be a whole number". */
export function badRequest(details: ErrorDetail[]): AppError {
  const summary = details.map((d) => `${d.field} ${d.message}`).join("; ");
  return new AppError("bad_request", `Invalid request: ${summary}`, details);
}

export function badRequestFromZod(error: z.ZodError): AppError {
  return badRequest(error.issues.map((issue) => ({ field: issue.path.join(".") || "body", message: issue.message })));
}

/** Parses with a schema or throws a 400 AppError naming the offending fields. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequestFromZod(result.error);
  return result.data;
}

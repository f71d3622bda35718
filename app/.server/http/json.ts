/**
 * JSON responses for /api resource routes: every handler runs inside `handleApi`, so bad
 * input is a 4xx with the API.md error body and nothing ever leaks a stack trace.
 */
import { findUnsafeJsonText } from "~/lib/safe-text";
import { AppError } from "./app-error";
import { PUBLIC_SHORT_CACHE } from "./cache-control";
import { logger } from "../logger";

const JSON_TYPE = "application/json; charset=utf-8";

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", JSON_TYPE);
  return new Response(JSON.stringify(body), { ...init, headers });
}

export function errorResponse(error: AppError): Response {
  const body = {
    error: {
      code: error.code,
      message: error.message,
      ...(error.details ? { details: error.details } : {}),
    },
  };
  return jsonResponse(body, { status: error.status, headers: error.headers });
}

export async function handleApi(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) return errorResponse(error);
    logger.error({ err: error }, "unhandled API error");
    return errorResponse(new AppError("internal", "Something went wrong on our side. Please try again."));
  }
}

/** Public, cacheable answers: a CDN may serve them briefly and revalidate in the background. */
export const PUBLIC_CACHE = { "Cache-Control": PUBLIC_SHORT_CACHE };

const MAX_JSON_BYTES = 64 * 1024;

/**
 * Reads a JSON request body, answering 400/413/415 instead of throwing on bad input. Only
 * `application/json` is read: no HTML form can send it, so another site cannot post here
 * from a form (same-origin.ts is the other half of that rule).
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new AppError("unsupported_media_type", "The request body must be sent as application/json", [
      { field: "Content-Type", message: "must be application/json" },
    ]);
  }
  const text = await request.text();
  if (text.length > MAX_JSON_BYTES) throw new AppError("payload_too_large", "The request body is too large");
  if (text.trim() === "") throw new AppError("bad_request", "The request body must be JSON", [{ field: "body", message: "is required" }]);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError("bad_request", "The request body is not valid JSON", [{ field: "body", message: "is not valid JSON" }]);
  }
  // NUL cannot be stored in PostgreSQL text and no field means anything with control characters.
  const unsafe = findUnsafeJsonText(value);
  if (unsafe) throw new AppError("bad_request", `Invalid request: ${unsafe.field} ${unsafe.message}`, [unsafe]);
  return value;
}

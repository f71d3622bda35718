/**
 * Calls the /api resource routes the way the server does (a Request in, a Response out),
 * against the test database installed as the process-wide connection.
 */
import { replaceSingleton } from "~/.server/singleton";
import type { DbHandle } from "~/.server/db/client";
import { clearSearchVocabulary } from "~/.server/listings/vocabulary";

export function useDatabase(handle: DbHandle) {
  replaceSingleton("db", Promise.resolve(handle));
  clearSearchVocabulary();
}

/** Any route loader or action: their argument types differ per route, the call shape does not. */
type RouteHandler = (args: never) => Promise<Response> | Response;

export async function callRoute(
  handler: RouteHandler,
  path: string,
  params: Record<string, string> = {},
  init?: RequestInit,
): Promise<{ status: number; headers: Headers; body: unknown }> {
  const request = new Request(`http://localhost${path}`, init);
  const response = await handler({ request, params, context: { cspNonce: "test" } } as never);
  const text = await response.text();
  let body: unknown = text;
  if (response.headers.get("Content-Type")?.includes("application/json")) body = JSON.parse(text);
  return { status: response.status, headers: response.headers, body };
}

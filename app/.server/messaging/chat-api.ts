/** What the chat's JSON routes share: the conversation id from the URL and private answers. */
import { PRIVATE_NO_STORE } from "../http/cache-control";
import { AppError } from "../http/app-error";
import { handleApi, jsonResponse } from "../http/json";
import { conversationNotFound } from "./conversations";

export function parseConversationId(value: string | undefined): number {
  if (!value || !/^\d{1,9}$/.test(value)) throw conversationNotFound(value ?? "");
  return Number(value);
}

export function privateJson(body: unknown, status = 200): Response {
  return jsonResponse(body, { status, headers: { "Cache-Control": PRIVATE_NO_STORE } });
}

export function methodNotAllowed(allow: string): AppError {
  return new AppError("method_not_allowed", `Use ${allow} here`, undefined, { Allow: allow });
}

/** The loader of a chat route that only takes POST: a GET answers 405 with `Allow: POST`. */
export function postOnlyLoader(): Promise<Response> {
  return handleApi(async () => {
    throw methodNotAllowed("POST");
  });
}

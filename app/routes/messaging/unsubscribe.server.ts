/**
 * /messages/unsubscribe?token=...: the link in an unread-message mail. GET says what would stop
 * and shows a button; POST (the button, or a mail client's RFC 8058 one-click POST) turns the
 * user's message emails off. A bad token is a 400 page with a clear message, never a 500.
 */
import { data } from "react-router";
import { getDb } from "~/.server/db/client";
import { NO_STORE } from "~/.server/http/cache-control";
import {
  describeMessageEmailsUnsubscribe,
  stopMessageEmails,
  type MessageEmailsState,
} from "~/.server/messaging/unsubscribe-message-emails";

function tokenOf(request: Request): string | null {
  return new URL(request.url).searchParams.get("token");
}

function answer(result: MessageEmailsState, token: string | null) {
  const status = result.state === "invalid" ? 400 : 200;
  return data({ ...result, token: result.state === "on" ? token : null }, { status, headers: { "Cache-Control": NO_STORE } });
}

export async function loadMessageEmailsUnsubscribe(request: Request) {
  const token = tokenOf(request);
  return answer(await describeMessageEmailsUnsubscribe(await getDb(), token), token);
}

export async function messageEmailsUnsubscribeAction(request: Request) {
  const token = tokenOf(request);
  return answer(await stopMessageEmails(await getDb(), token), token);
}

/**
 * /alerts/unsubscribe?token=...: the link in a price-alert mail. GET shows what would stop and
 * a button; POST (the button, or a mail client's RFC 8058 one-click POST) removes the alert.
 * A bad token is a 400 page with a clear message, never a 500.
 */
import { data } from "react-router";
import { describeUnsubscribe, unsubscribeAlert, type UnsubscribeState } from "~/.server/alerts/unsubscribe-alert";
import { getDb } from "~/.server/db/client";
import { NO_STORE } from "~/.server/http/cache-control";

function tokenOf(request: Request): string | null {
  return new URL(request.url).searchParams.get("token");
}

function answer(result: UnsubscribeState, token: string | null) {
  const status = result.state === "invalid" ? 400 : 200;
  return data({ ...result, token: result.state === "active" ? token : null }, { status, headers: { "Cache-Control": NO_STORE } });
}

export async function loadUnsubscribe(request: Request) {
  const token = tokenOf(request);
  return answer(await describeUnsubscribe(await getDb(), token), token);
}

export async function unsubscribeAction(request: Request) {
  const token = tokenOf(request);
  return answer(await unsubscribeAlert(await getDb(), token), token);
}

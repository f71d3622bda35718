/**
 * /listings/still-for-sale?token=...: a link in a "Still for sale?" mail. GET only says what
 * the link will do and shows one button: mail scanners and link previews fetch GET links, and
 * must not answer for the seller. The button POSTs, and the POST records the answer (one click
 * on the page, no sign-in: the signed token is the seller's say-so). A bad, expired or older
 * mail's token is a 400 page with a clear message, never a 500.
 */
import { data } from "react-router";
import { getDb } from "~/.server/db/client";
import { answerSaleCheck, readSaleCheckLink, type SaleCheckLink } from "~/.server/freshness/answer-sale-check";
import { AppError } from "~/.server/http/app-error";
import { NO_STORE } from "~/.server/http/cache-control";

export type StillForSaleState =
  | { state: "ask"; link: SaleCheckLink; token: string }
  | { state: "done"; link: SaleCheckLink }
  | { state: "refused"; message: string };

function tokenOf(request: Request): string | null {
  return new URL(request.url).searchParams.get("token");
}

async function answer(work: () => Promise<StillForSaleState>) {
  const headers = { "Cache-Control": NO_STORE };
  try {
    return data(await work(), { headers });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return data<StillForSaleState>({ state: "refused", message: error.message }, { status: error.status, headers });
  }
}

export async function loadStillForSale(request: Request) {
  const token = tokenOf(request);
  return answer(async () => {
    const { sellerId: _, ...link } = await readSaleCheckLink(await getDb(), token);
    return { state: "ask", link, token: token ?? "" };
  });
}

export async function stillForSaleAction(request: Request) {
  const token = tokenOf(request);
  return answer(async () => ({ state: "done", link: await answerSaleCheck(await getDb(), token) }));
}

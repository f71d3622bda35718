/**
 * /saved-searches/new: saving a search from a results page. The dialog posts here and gets data
 * back (`respond=inline`); without JavaScript the button is a link to this page's form, whose
 * post comes back to the results with a flash. A guest is sent to sign in with this page as
 * `redirectTo` plus `then=save`; on the way back the save completes by itself, if the request
 * proves it came through our own pages (same-origin.ts: a link from another site cannot save
 * a search into someone's account). Otherwise the form is shown to confirm (decision 038).
 */
import { data, redirect, type AppLoadContext } from "react-router";
import { safeRedirectTo } from "~/.server/auth/safe-redirect";
import { getCurrentUser, type SessionUser } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { AppError, badRequestFromZod } from "~/.server/http/app-error";
import { PRIVATE_NO_STORE } from "~/.server/http/cache-control";
import { clientIp } from "~/.server/http/client-ip";
import { formFailureInit, redirectWithCookies } from "~/.server/http/form-responses";
import { crossSiteRefusal } from "~/.server/http/same-origin";
import { saveSearchOffer } from "~/.server/saved-searches/save-offer";
import { newSavedSearchSchema } from "~/.server/saved-searches/saved-search-input";
import { readSavedSearchQuery } from "~/.server/saved-searches/saved-search-query";
import { createSavedSearch, listSavedSearchKeys } from "~/.server/saved-searches/saved-searches";
import { savedSearchChips } from "~/.server/saved-searches/search-chips";
import { getSearchVocabulary } from "~/.server/listings/vocabulary";
import { parseQuery } from "~/lib/query-parser";

const NO_STORE = { "Cache-Control": PRIVATE_NO_STORE };

interface SaveRequest {
  query: string;
  name?: string;
  frequency?: string;
  returnTo: string;
}

/** Where to go after saving: the results page it came from, else the search itself. */
function returnPath(raw: FormDataEntryValue | string | null, query: string): string {
  return safeRedirectTo(raw, query ? `/search?${query}` : "/search");
}

function signInFirst(request: SaveRequest): Response {
  const back = new URLSearchParams({ query: request.query, returnTo: request.returnTo, then: "save" });
  if (request.name) back.set("name", request.name);
  if (request.frequency) back.set("frequency", request.frequency);
  return redirect(`/auth?redirectTo=${encodeURIComponent(`/saved-searches/new?${back}`)}`);
}

const savedFlash = (name: string, alreadySaved: boolean) => ({
  type: "success" as const,
  message: alreadySaved ? `You saved this search already, as “${name}”.` : `Search saved as “${name}”. Find it under Saved Searches in your menu.`,
});

async function save(user: SessionUser, context: AppLoadContext, request: SaveRequest) {
  const parsed = newSavedSearchSchema.safeParse({ query: request.query, name: request.name, frequency: request.frequency ?? "daily" });
  if (!parsed.success) throw badRequestFromZod(parsed.error);
  const { search, created } = await createSavedSearch(await getDb(), { userId: user.id, ip: clientIp(context) }, parsed.data);
  return { name: search.name, alreadySaved: !created };
}

export async function loadSaveSearchPage(request: Request, context: AppLoadContext) {
  const params = new URL(request.url).searchParams;
  const query = params.get("query") ?? "";
  const wanted: SaveRequest = {
    query,
    name: params.get("name") ?? undefined,
    frequency: params.get("frequency") ?? undefined,
    returnTo: returnPath(params.get("returnTo"), query),
  };
  const user = await getCurrentUser(request);
  if (!user) throw signInFirst(wanted);
  if (params.get("then") === "save" && crossSiteRefusal(request) === null) {
    try {
      const saved = await save(user, context, wanted);
      return redirectWithCookies(wanted.returnTo, null, savedFlash(saved.name, saved.alreadySaved));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return data(await formPage(user.id, wanted, error.message), { status: error.status, headers: { ...NO_STORE, ...error.headers } });
    }
  }
  return data(await formPage(user.id, wanted), { headers: NO_STORE });
}

/** The form to confirm: the search's chips, the name offered (or the one typed), and whether it is saved already. */
async function formPage(userId: string, wanted: SaveRequest, problem?: string) {
  const db = await getDb();
  let listing;
  try {
    listing = readSavedSearchQuery(wanted.query);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { ...wanted, chips: [], name: "", alreadySaved: false, problem: `This search cannot be saved. ${error.message}`, valid: false };
  }
  const vocab = await getSearchVocabulary(db);
  const parsed = listing.q ? parseQuery(listing.q, vocab) : null;
  const [offer, keys] = await Promise.all([saveSearchOffer(db, listing, wanted.returnTo, parsed), listSavedSearchKeys(db, userId)]);
  return {
    ...wanted,
    query: offer.query,
    name: wanted.name ?? offer.name,
    chips: savedSearchChips(listing, parsed),
    alreadySaved: keys.includes(offer.key),
    problem,
    valid: true,
  };
}

export async function saveSearchAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value : undefined;
  };
  const query = text("query") ?? "";
  const wanted: SaveRequest = { query, name: text("name"), frequency: text("frequency"), returnTo: returnPath(text("returnTo") ?? null, query) };
  const user = await getCurrentUser(request);
  if (!user) throw signInFirst(wanted);
  const values = { name: wanted.name ?? "", frequency: wanted.frequency ?? "" };
  try {
    const saved = await save(user, context, wanted);
    if (text("respond") === "inline") return { ok: true as const, ...saved };
    return redirectWithCookies(wanted.returnTo, null, savedFlash(saved.name, saved.alreadySaved));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // Only the name is the shopper's to fix; anything else (a limit, a bad query) is said above the form.
    const nameProblem = error.details?.find((d) => d.field === "name");
    const errors = nameProblem ? { name: `Name ${nameProblem.message}` } : {};
    return data({ ok: false as const, errors, formError: nameProblem ? undefined : error.message, values }, formFailureInit(error, NO_STORE));
  }
}

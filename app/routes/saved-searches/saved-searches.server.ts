/**
 * /saved-searches: the user's saved searches with their filters as chips and the matches new
 * since the last visit; renaming, instant/daily, pausing and deleting, each a form post (the
 * page works without JavaScript; with it, each row posts in place).
 */
import { data, type AppLoadContext } from "react-router";
import { parseQuery } from "~/lib/query-parser";
import { requireUser } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { AppError, notFound } from "~/.server/http/app-error";
import { PRIVATE_NO_STORE } from "~/.server/http/cache-control";
import { clientIp } from "~/.server/http/client-ip";
import { formFailureInit } from "~/.server/http/form-responses";
import { getSearchVocabulary } from "~/.server/listings/vocabulary";
import { savedSearchChangesSchema, type SavedSearchChanges } from "~/.server/saved-searches/saved-search-input";
import { storedSavedSearchQuery } from "~/.server/saved-searches/saved-search-query";
import { deleteSavedSearch, listSavedSearches, parseSavedSearchId, updateSavedSearch } from "~/.server/saved-searches/saved-searches";
import { savedSearchChips } from "~/.server/saved-searches/search-chips";

const NO_STORE = { "Cache-Control": PRIVATE_NO_STORE };

export async function loadSavedSearchesPage(request: Request) {
  const user = await requireUser(request);
  const db = await getDb();
  const [searches, vocab] = await Promise.all([listSavedSearches(db, user.id), getSearchVocabulary(db)]);
  const items = searches.map((search) => {
    const query = storedSavedSearchQuery(search.query);
    return { ...search, chips: savedSearchChips(query, query.q ? parseQuery(query.q, vocab) : null) };
  });
  return data({ items }, { headers: NO_STORE });
}

export type SavedSearchesActionResult =
  | { ok: true; intent: string; id: number; deleted?: boolean; frequency?: "instant" | "daily"; paused?: boolean }
  | { ok: false; intent: string; id: number; error: string };

/** The change a row's form asks for: each button sends its intent and the value it sets. */
function changesOf(intent: string, form: FormData): SavedSearchChanges | null {
  const value = form.get("value");
  const raw =
    intent === "rename" ? { name: value } : intent === "frequency" ? { frequency: value } : intent === "pause" ? { paused: value === "true" } : null;
  if (!raw) return null;
  const parsed = savedSearchChangesSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new AppError("bad_request", `${issue?.path[0] === "name" ? "Name" : "Choice"} ${issue?.message ?? "is not valid"}`, [
    { field: String(issue?.path[0] ?? "value"), message: issue?.message ?? "is not valid" },
  ]);
}

export async function savedSearchesAction(request: Request, context: AppLoadContext) {
  const user = await requireUser(request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = parseSavedSearchId(String(form.get("id") ?? ""));
  if (id === null) throw notFound("No such saved search");
  const actor = { userId: user.id, ip: clientIp(context) };
  const db = await getDb();
  try {
    if (intent === "delete") {
      await deleteSavedSearch(db, actor, id);
      return { ok: true, intent, id, deleted: true } satisfies SavedSearchesActionResult;
    }
    const changes = changesOf(intent, form);
    if (!changes) throw data("Unknown action", { status: 400 });
    const search = await updateSavedSearch(db, actor, id, changes);
    return { ok: true, intent, id, frequency: search.frequency, paused: search.paused } satisfies SavedSearchesActionResult;
  } catch (error) {
    // Another user's id is a 404 page, as for any missing thing; a bad name is said beside the form.
    if (!(error instanceof AppError) || error.code === "not_found") throw error;
    return data({ ok: false, intent, id, error: error.message } satisfies SavedSearchesActionResult, formFailureInit(error, NO_STORE));
  }
}

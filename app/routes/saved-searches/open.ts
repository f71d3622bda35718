/**
 * /saved-searches/:id/open: "Open results" of a saved search. It records the visit (the
 * search's matches until now stop counting as new) and goes to /search with the query. Only a
 * request proven to come from our own pages records it (same-origin.ts); any other still opens
 * the results. Another user's id is 404.
 */
import { redirect } from "react-router";
import { requireUser } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { notFound } from "~/.server/http/app-error";
import { crossSiteRefusal } from "~/.server/http/same-origin";
import { parseSavedSearchId, recordSavedSearchVisit, savedSearchQuery } from "~/.server/saved-searches/saved-searches";
import type { Route } from "./+types/open";

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const id = parseSavedSearchId(params.id);
  const db = await getDb();
  const query = id === null ? null : crossSiteRefusal(request) === null ? await recordSavedSearchVisit(db, user.id, id) : await savedSearchQuery(db, user.id, id);
  if (query === null) throw notFound("No such saved search");
  return redirect(query ? `/search?${query}` : "/search");
}

/**
 * What a client may send to save or change a search, one schema each for the JSON API and the
 * page forms (API.md "Saved searches"). A create without a name gets the suggested one; a
 * rename to nothing is refused.
 */
import { z } from "~/lib/zod";
import { SAVED_SEARCH_FREQUENCIES } from "../db/schema";
import { MAX_NAME_CHARS } from "./search-name";

const tidy = (value: string) => value.trim().replace(/\s+/g, " ");
const frequency = z.enum(SAVED_SEARCH_FREQUENCIES, "must be instant or daily");
const name = z
  .string("must be text")
  .transform(tidy)
  .pipe(z.string().min(1, "must not be empty").max(MAX_NAME_CHARS, `must be at most ${MAX_NAME_CHARS} characters`));

export const newSavedSearchSchema = z.object({
  query: z.string("is required"),
  // Empty means "not given": the search is saved under the name suggested from its filters.
  name: z.preprocess((v) => (typeof v === "string" && tidy(v) === "" ? undefined : v), name.optional()),
  frequency,
});
export type NewSavedSearch = z.output<typeof newSavedSearchSchema>;

export const savedSearchChangesSchema = z
  .object({ name: name.optional(), frequency: frequency.optional(), paused: z.boolean("must be true or false").optional() })
  .refine((changes) => Object.values(changes).some((v) => v !== undefined), { message: "must change name, frequency or paused", path: ["body"] });
export type SavedSearchChanges = z.output<typeof savedSearchChangesSchema>;

import { Form, Link } from "react-router";
import { SaveSearchFields } from "~/components/saved-searches/save-search-fields";
import { SearchChips } from "~/components/saved-searches/search-chips";
import { Button, buttonClass } from "~/components/ui/button";
import { FormAlert, FormNotice } from "~/components/ui/field";
import type { SaveSearchResult } from "~/components/saved-searches/save-search-form";
import { loadSaveSearchPage, saveSearchAction } from "./new.server";
import type { Route } from "./+types/new";

export const meta: Route.MetaFunction = () => [{ title: "Save this search | CarSaathi" }, { name: "robots", content: "noindex" }];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSaveSearchPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return saveSearchAction(request, context);
}

/** The save form as a page: where "Save this search" leads without JavaScript, and a guest's save is confirmed. */
export default function SaveSearchPage({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  const failed = actionData && !(actionData as SaveSearchResult).ok ? (actionData as Extract<SaveSearchResult, { ok: false }>) : null;
  return (
    <main id="main" className="mx-auto w-full max-w-lg flex-1 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">Save this search</h1>
      <p className="mt-2 text-slate-700">We'll email you when a car that matches it is listed, or drops into your budget.</p>
      <SearchChips chips={page.chips} className="mt-4" />
      <div className="mt-4 space-y-4">
        <FormAlert message={failed?.formError ?? page.problem} />
        {page.alreadySaved && (
          <FormNotice>
            You have saved this search already. <Link to="/saved-searches" className="underline">See your saved searches</Link>.
          </FormNotice>
        )}
      </div>
      {page.valid && (
        <Form method="post" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <input type="hidden" name="query" value={page.query} />
          <input type="hidden" name="returnTo" value={page.returnTo} />
          <SaveSearchFields
            idPrefix="save-search-page"
            name={failed?.values?.name ?? page.name}
            frequency={(failed?.values?.frequency ?? page.frequency) === "instant" ? "instant" : "daily"}
            nameError={failed?.errors?.name}
          />
          <div className="mt-6 flex flex-wrap gap-3">
            <Button type="submit">Save search</Button>
            <Link to={page.returnTo} className={buttonClass({ variant: "secondary" })}>
              Back to the results
            </Link>
          </div>
        </Form>
      )}
    </main>
  );
}

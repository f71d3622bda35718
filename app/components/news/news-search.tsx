/**
 * The /news search: a GET form (works without JavaScript) that also submits itself 300 ms after
 * typing stops (spec section 5). A new term drops `page`, so it starts on page 1.
 */
import { Search } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useSubmit } from "react-router";
import { buttonClass } from "~/components/ui/button";

export const NEWS_SEARCH_DEBOUNCE_MS = 300;

export function NewsSearch({ q }: { q: string }) {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  // A tag chip or Back changes q from outside: show it, unless the visitor is typing here.
  useEffect(() => {
    if (input.current && document.activeElement !== input.current) input.current.value = q;
  }, [q]);

  return (
    <Form method="get" action="/news" role="search" className="flex gap-2">
      <label htmlFor="news-q" className="sr-only">
        Search news
      </label>
      <input
        id="news-q"
        name="q"
        type="search"
        ref={input}
        defaultValue={q}
        placeholder="Search news, e.g. EV, safety, CNG"
        className="min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
        onChange={(event) => {
          const form = event.currentTarget.form;
          clearTimeout(timer.current);
          timer.current = setTimeout(() => {
            if (form) void submit(form, { replace: true, preventScrollReset: true });
          }, NEWS_SEARCH_DEBOUNCE_MS);
        }}
      />
      <button type="submit" className={buttonClass({ variant: "strong", size: "none", className: "min-h-11 gap-1.5 px-4" })}>
        <Search aria-hidden="true" className="size-4" />
        Search
      </button>
    </Form>
  );
}

/**
 * The one news article form (/admin/news/new and /admin/news/{id}/edit). It checks with the
 * action's schema before sending; a failed save (here or on the server) keeps what was typed,
 * shows each error beside its field and focuses the first. A save goes to /admin/news, whose
 * page shows the toast. The preview uses the public article's renderer.
 */
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { Link, useFetcher } from "react-router";
import { ArticleBody } from "~/components/news/article-body";
import { Button, buttonClass } from "~/components/ui/button";
import { describedBy, Field, FieldError, FieldHint, FormAlert, inputClass } from "~/components/ui/field";
import { parseMarkdown } from "~/lib/news/markdown";
import { NEWS_CATEGORIES } from "~/lib/news/news-article";
import {
  NEWS_BODY_MAX,
  NEWS_EXCERPT_MAX,
  NEWS_FORM_FIELDS,
  NEWS_SLUG_MAX,
  NEWS_TITLE_MAX,
  newsFormErrors,
  newsFormSchema,
  readNewsForm,
  slugFromTitle,
  type NewsFormErrors,
  type NewsFormFailure,
  type NewsFormValues,
} from "~/lib/news/news-form";

interface Props {
  /** Where the form posts. */
  action: string;
  values: NewsFormValues;
  /** Editing: the slug is shown but fixed. */
  editing: boolean;
  /** A failed save without scripts (the page's action data). */
  failure?: NewsFormFailure;
}

const id = (name: string) => `news-${name}`;

export function NewsArticleForm({ action, values: initial, editing, failure }: Props) {
  const fetcher = useFetcher<NewsFormFailure>();
  const answer = fetcher.data ?? failure;
  const values = answer?.values ?? initial;
  const [clientErrors, setClientErrors] = useState<NewsFormErrors | null>(null);
  const [title, setTitle] = useState(values.title);
  const [body, setBody] = useState(values.body);
  const [preview, setPreview] = useState(false);
  const blocks = useMemo(() => (preview ? parseMarkdown(body) : []), [preview, body]);
  const errors: NewsFormErrors = clientErrors ?? answer?.errors ?? {};
  const busy = fetcher.state !== "idle";

  // A failed save shows the Markdown again and focuses the first field to fix (or the message):
  // a server answer is noted while rendering, the focus moves in an effect once it is shown.
  const [focusTick, setFocusTick] = useState(0);
  const [seen, setSeen] = useState(fetcher.data);
  if (fetcher.data !== seen) {
    setSeen(fetcher.data);
    if (fetcher.data) {
      setPreview(false);
      setFocusTick((n) => n + 1);
    }
  }
  useEffect(() => {
    if (focusTick === 0) return;
    const first = NEWS_FORM_FIELDS.find((f) => errors[f]);
    document.getElementById(id(first ?? "form-error"))?.focus();
  }, [focusTick]); // eslint-disable-line react-hooks/exhaustive-deps -- once per failed save, not on every edit

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const result = newsFormSchema.safeParse(readNewsForm(new FormData(event.currentTarget)));
    if (result.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(newsFormErrors(result.error));
    setPreview(false);
    setFocusTick((n) => n + 1);
  };

  // An error found in the browser goes once its field is edited.
  // On every edit: `input` bubbles from text fields, selects and boxes alike (a form's `change`
  // waits for a text field to lose focus).
  const onEdit = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name as keyof NewsFormErrors;
    if (!clientErrors?.[name]) return;
    const rest = { ...clientErrors };
    delete rest[name];
    setClientErrors(rest);
  };

  const text = (name: "excerpt" | "author" | "mentionedMake" | "mentionedModel", label: string, options: { max?: number; optional?: boolean } = {}) => (
    <Field id={id(name)} label={label} error={errors[name]} optional={options.optional}>
      {(aria) => <input {...aria} name={name} type="text" maxLength={options.max} defaultValue={values[name]} className={inputClass} />}
    </Field>
  );

  return (
    <fetcher.Form method="post" action={action} noValidate onSubmit={onSubmit} onInput={onEdit} className="space-y-5">
      <div id={id("form-error")} tabIndex={-1}>
        {answer && !clientErrors ? <FormAlert message={answer.message} /> : null}
      </div>
      <Field id={id("title")} label="Title" error={errors.title}>
        {(aria) => <input {...aria} name="title" type="text" maxLength={NEWS_TITLE_MAX} value={title} onChange={(e) => setTitle(e.target.value)} className={inputClass} />}
      </Field>
      <Field
        id={id("slug")}
        label="Slug"
        optional={!editing}
        error={errors.slug}
        hint={editing ? "Fixed once published, so links to the article keep working." : `The article's address, /news/{slug}. Leave blank to use the title's: ${slugFromTitle(title) || "…"}`}
      >
        {(aria) => (
          <input
            {...aria}
            name="slug"
            type="text"
            readOnly={editing}
            maxLength={NEWS_SLUG_MAX}
            defaultValue={values.slug}
            spellCheck={false}
            autoCapitalize="none"
            className={`${inputClass} font-mono read-only:bg-slate-100`}
          />
        )}
      </Field>
      {text("excerpt", "Excerpt", { max: NEWS_EXCERPT_MAX })}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={id("category")} label="Category" error={errors.category}>
          {(aria) => (
            <select {...aria} name="category" defaultValue={values.category} className={inputClass}>
              <option value="">Choose a category</option>
              {NEWS_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          )}
        </Field>
        {text("author", "Author")}
      </div>
      <Field id={id("tags")} label="Tags" optional error={errors.tags} hint="Separated by commas, like EV, charging, running costs">
        {(aria) => <input {...aria} name="tags" type="text" defaultValue={values.tags} className={inputClass} />}
      </Field>
      <div>
        <div className="flex flex-wrap items-end justify-between gap-2">
          <div>
            <label htmlFor={id("body")} className="block font-medium text-slate-800">
              Body
            </label>
            <FieldHint id={id("body")}>Markdown: ## heading, **bold**, *italic*, - lists, &gt; quotes, [links](https://…). HTML shows as text.</FieldHint>
          </div>
          <Button size="sm" variant="secondary" aria-pressed={preview} aria-controls={id("body-preview")} onClick={() => setPreview(!preview)}>
            {preview ? "Back to Markdown" : "Preview"}
          </Button>
        </div>
        <textarea
          id={id("body")}
          name="body"
          rows={16}
          maxLength={NEWS_BODY_MAX}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          aria-invalid={Boolean(errors.body)}
          aria-describedby={describedBy(id("body"), { hint: true, error: errors.body })}
          hidden={preview}
          className={`${inputClass} font-mono text-sm`}
        />
        <div id={id("body-preview")} role="region" aria-label="Preview" hidden={!preview} className="mt-1 rounded-lg border border-slate-300 bg-white p-4">
          {blocks.length ? <ArticleBody blocks={blocks} /> : <p className="text-slate-600">Nothing to preview yet.</p>}
        </div>
        {errors.body ? <FieldError id={id("body")}>{errors.body}</FieldError> : null}
      </div>
      <fieldset>
        <legend className="font-medium text-slate-800">
          Car the article is about <span className="font-normal text-slate-600">(optional)</span>
        </legend>
        <p className="text-sm text-slate-600">The article links to this car on sale. Give both or neither.</p>
        <div className="mt-2 grid gap-5 sm:grid-cols-2">
          {text("mentionedMake", "Make")}
          {text("mentionedModel", "Model")}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="strong" disabled={busy}>
          {busy ? "Saving..." : editing ? "Save changes" : "Publish article"}
        </Button>
        <Link to="/admin/news" className={buttonClass({ variant: "secondary" })}>
          Cancel
        </Link>
      </div>
    </fetcher.Form>
  );
}

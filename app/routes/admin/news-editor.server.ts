/**
 * /admin/news/new and /admin/news/{id}/edit: the form's data and its save. A failed save
 * answers with what was typed and each field's error; a save goes to /admin/news with a toast.
 */
import { data, redirect } from "react-router";
import { createNewsArticle, getNewsArticleForEdit, updateNewsArticle } from "~/.server/admin/news-editor";
import { getDb } from "~/.server/db/client";
import { AppError, notFound } from "~/.server/http/app-error";
import { setFlash } from "~/.server/http/flash";
import { FIX_FIELDS_MESSAGE } from "~/lib/form-messages";
import {
  NEWS_EDITOR_MESSAGES,
  newsFormErrors,
  newsFormSchema,
  readNewsForm,
  type NewsFormErrors,
  type NewsFormFailure,
  type NewsFormValues,
} from "~/lib/news/news-form";
import { ADMIN_HEADERS, requireAdmin } from "./admin-guard.server";

const BLANK: NewsFormValues = { title: "", slug: "", excerpt: "", category: "", tags: "", author: "", body: "", mentionedMake: "", mentionedModel: "" };

function articleId(raw: string | undefined): number {
  if (!/^\d{1,9}$/.test(raw ?? "")) throw notFound(NEWS_EDITOR_MESSAGES.missing);
  return Number(raw);
}

export async function loadNewArticle(request: Request) {
  const admin = await requireAdmin(request);
  return data({ values: { ...BLANK, author: admin.name } }, { headers: ADMIN_HEADERS });
}

export async function loadEditArticle(request: Request, rawId: string | undefined) {
  await requireAdmin(request);
  const article = await getNewsArticleForEdit(await getDb(), articleId(rawId));
  return data(article, { headers: ADMIN_HEADERS });
}

function failure(status: number, message: string, errors: NewsFormErrors, values: NewsFormValues) {
  return data<NewsFormFailure>({ ok: false, message, errors, values }, { status, headers: ADMIN_HEADERS });
}

/** Saves the posted article: a new one when `rawId` is null, else that one. */
export async function saveArticleAction(request: Request, rawId: string | null) {
  const admin = await requireAdmin(request);
  const values = readNewsForm(await request.formData());
  const parsed = newsFormSchema.safeParse(values);
  if (!parsed.success) return failure(400, FIX_FIELDS_MESSAGE, newsFormErrors(parsed.error), values);
  const db = await getDb();
  try {
    if (rawId === null) await createNewsArticle(db, admin.id, parsed.data);
    else await updateNewsArticle(db, admin.id, articleId(rawId), parsed.data);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const errors = Object.fromEntries((error.details ?? []).map((d) => [d.field, d.message]));
    return failure(error.status, error.details?.length ? FIX_FIELDS_MESSAGE : error.message, errors, values);
  }
  const message = rawId === null ? NEWS_EDITOR_MESSAGES.created : NEWS_EDITOR_MESSAGES.updated;
  return redirect("/admin/news", { headers: { "Set-Cookie": await setFlash({ type: "success", message }) } });
}

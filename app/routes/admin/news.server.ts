/** /admin/news: every article, newest first, 20 a page. */
import { data } from "react-router";
import { listNewsForAdmin } from "~/.server/admin/news-editor";
import { getDb } from "~/.server/db/client";
import { ADMIN_HEADERS, pageParam, requireAdmin } from "./admin-guard.server";

export async function loadAdminNews(request: Request) {
  await requireAdmin(request);
  return data(await listNewsForAdmin(await getDb(), pageParam(request)), { headers: ADMIN_HEADERS });
}

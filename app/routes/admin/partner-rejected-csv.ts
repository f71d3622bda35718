/** GET /admin/partners/{id}/rejected.csv: the partner's last run's rejected rows as a download (admins only). */
import { getDb } from "~/.server/db/client";
import { notFound } from "~/.server/http/app-error";
import { rejectedRowsCsv } from "~/.server/partners/admin-partners";
import { ADMIN_HEADERS, requireAdmin } from "./admin-guard.server";
import type { Route } from "./+types/partner-rejected-csv";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : null;
  if (!id) throw notFound("No such partner");
  const csv = await rejectedRowsCsv(await getDb(), id);
  return new Response(csv, {
    headers: {
      ...ADMIN_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="partner-${id}-rejected-rows.csv"`,
    },
  });
}

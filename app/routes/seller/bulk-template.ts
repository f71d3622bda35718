/** GET /seller/upload/template.csv: the bulk upload template, downloaded (the same for everyone). */
import { PUBLIC_EDITORIAL_CACHE } from "~/.server/http/cache-control";
import { TEMPLATE_ROWS, toCsv } from "~/lib/selling/bulk-csv";

export function loader() {
  return new Response(toCsv(TEMPLATE_ROWS), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="carsaathi-bulk-upload-template.csv"',
      "Cache-Control": PUBLIC_EDITORIAL_CACHE,
    },
  });
}

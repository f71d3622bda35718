/**
 * /seller/upload/bulk on the server: the makes a dealer's CSV may use (for the column guide),
 * and the upload action. Private sellers get a 403 with the reason, as the page explains.
 */
import { data, type AppLoadContext } from "react-router";
import { requireUser } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { AppError } from "~/.server/http/app-error";
import { clientIp } from "~/.server/http/client-ip";
import { importDealerCsv } from "~/.server/selling/bulk-import";
import { getSellerAccount } from "~/.server/selling/seller-account";
import { getSellerCatalogue } from "~/.server/selling/seller-catalogue";
import { BULK_MAX_BYTES } from "~/lib/selling/bulk-csv";
import type { BulkReport } from "~/lib/selling/bulk-csv-report";

/** Room for the multipart envelope around a file at the limit. */
const MAX_BODY_BYTES = BULK_MAX_BYTES + 64 * 1024;

export async function loadBulkUpload(request: Request) {
  const user = await requireUser(request);
  if (user.role !== "dealer") return { makes: [] as string[] };
  const catalogue = await getSellerCatalogue(await getDb());
  return { makes: catalogue.makes.map((m) => m.name) };
}

const refused = (fileName: string, message: string, status: number, headers?: Record<string, string>) =>
  data({ report: { status: "refused", fileName, message } satisfies BulkReport as BulkReport }, { status, headers });

export async function bulkUploadAction(request: Request, context: AppLoadContext) {
  const user = await requireUser(request);
  const db = await getDb();
  const seller = await getSellerAccount(db, user);
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_BODY_BYTES) {
    return refused("", "The file is larger than 2 MB. Upload at most 1,000 cars at a time, split over several files.", 413);
  }
  const file = (await request.formData()).get("file");
  if (!(file instanceof File) || file.name === "") return refused("", "Choose a CSV file to upload.", 400);
  try {
    const report = await importDealerCsv(db, { seller, ip: clientIp(context), fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) });
    return data({ report }, { status: report.status === "listed" ? 200 : 422 });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return refused(file.name, error.message, error.status, error.headers);
  }
}

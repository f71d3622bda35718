/**
 * The partner API's HTTP side (API.md "Partner feeds"): the Bearer key, the per-key rate limit,
 * one log line per call (partner, method, rows, result; never the key), and the batch body read
 * with its own limits (5 MB, 1 to 1,000 rows). A partner's own rows only: the partner's id is in
 * every WHERE of partner-rows.ts, so another partner's externalId is a 404 like a missing one.
 */
import type { AppLoadContext } from "react-router";
import { checkRateLimit } from "../auth/rate-limit";
import type { Database } from "../db/client";
import { AppError } from "../http/app-error";
import { clientIp } from "../http/client-ip";
import { errorResponse } from "../http/json";
import { logger } from "../logger";
import { findPartnerByKey, type KeyedPartner } from "./partner-keys";

export const MAX_BATCH_ROWS = 1000;
export const MAX_BATCH_BYTES = 5 * 1024 * 1024;

const UNAUTHORIZED = "Send your partner key as Authorization: Bearer <key>";

/** The calling partner, counted against its limit; 401 for a missing, wrong or revoked key, 429 past the limit. */
export async function requirePartner(db: Database, request: Request, context: AppLoadContext): Promise<KeyedPartner> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("Authorization") ?? "");
  const partner = match ? await findPartnerByKey(db, match[1]) : null;
  if (!partner) throw new AppError("unauthorized", match ? "This partner key is not valid (wrong or revoked)" : UNAUTHORIZED);
  await checkRateLimit(db, "partnerApi", { ip: clientIp(context), account: String(partner.id) });
  return partner;
}

/** The batch's rows, or 400 / 413 / 415 for a body that is not one. */
export async function readBatch(request: Request): Promise<unknown[]> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new AppError("unsupported_media_type", "Send the batch as application/json", [{ field: "Content-Type", message: "must be application/json" }]);
  }
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > MAX_BATCH_BYTES) throw tooLarge();
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength > MAX_BATCH_BYTES) throw tooLarge();
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new AppError("bad_request", "The request body is not valid JSON", [{ field: "body", message: "is not valid JSON" }]);
  }
  const rows = body && typeof body === "object" ? (body as { listings?: unknown }).listings : undefined;
  if (!Array.isArray(rows) || rows.length === 0) {
    throw new AppError("bad_request", "Send { listings: [...] } with 1 to 1,000 cars", [{ field: "listings", message: "must be a list of 1 to 1,000 cars" }]);
  }
  if (rows.length > MAX_BATCH_ROWS) {
    throw new AppError("payload_too_large", `At most ${MAX_BATCH_ROWS} cars per call; send the rest in another`, [
      { field: "listings", message: `has ${rows.length} cars, more than ${MAX_BATCH_ROWS}` },
    ]);
  }
  return rows;
}

function tooLarge(): AppError {
  return new AppError("payload_too_large", "The request body is larger than 5 MB; send fewer cars per call");
}

export interface PartnerCall {
  request: Request;
  context: AppLoadContext;
  db: Database;
}

/**
 * Runs one partner call: the answer, or the contract's error body; one log line either way.
 * `rows` (set by a push) goes into the log line.
 */
export async function handlePartnerCall(
  args: { request: Request; context: AppLoadContext },
  db: () => Promise<Database>,
  run: (partner: KeyedPartner, call: PartnerCall, log: { rows?: number }) => Promise<Response>,
): Promise<Response> {
  const started = Date.now();
  const log: { partnerId?: number; rows?: number } = {};
  let response: Response;
  try {
    const database = await db();
    const partner = await requirePartner(database, args.request, args.context);
    log.partnerId = partner.id;
    response = await run(partner, { ...args, db: database }, log);
  } catch (error) {
    if (!(error instanceof AppError)) logger.error({ err: error, partnerId: log.partnerId }, "partner API call failed");
    response = errorResponse(error instanceof AppError ? error : new AppError("internal", "Something went wrong on our side. Please try again."));
  }
  logger.info(
    { partnerId: log.partnerId ?? null, method: args.request.method, path: new URL(args.request.url).pathname, rows: log.rows, status: response.status, ms: Date.now() - started },
    "partner API call",
  );
  return response;
}

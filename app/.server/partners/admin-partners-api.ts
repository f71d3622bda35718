/**
 * The shared steps of the /api/admin/partners routes: an admin session (401 guest, 403 anyone
 * else), a modest write limit per admin, the partner id from the path, and the contract's 405.
 */
import type { AppLoadContext } from "react-router";
import { checkRateLimit } from "../auth/rate-limit";
import { requireRole, type SessionUser } from "../auth/session";
import { getDb, type Database } from "../db/client";
import { AppError, notFound } from "../http/app-error";

export async function partnerAdminWrite(request: Request, context: AppLoadContext): Promise<{ admin: SessionUser; db: Database }> {
  const admin = await requireRole(request, ["admin"]);
  const db = await getDb();
  await checkRateLimit(db, "adminPartner", { ip: context.clientIp ?? "unknown", account: admin.id });
  return { admin, db };
}

export function partnerIdParam(raw: string | undefined): number {
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw notFound("No such partner");
  return id;
}

export function methodNotAllowed(allow: string): AppError {
  return new AppError("method_not_allowed", `This endpoint only takes ${allow}`, undefined, { Allow: allow });
}

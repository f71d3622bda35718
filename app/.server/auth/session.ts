/**
 * Who is asking: the signed-in user from the better-auth session cookie (looked up in the
 * database on every request, so a revoked session ends at once), and the guards loaders use.
 */
import { redirect } from "react-router";
import { USER_ROLES, type UserRole } from "../db/schema";
import { AppError } from "../http/app-error";
import { getAuth } from "./auth";

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: "user" | "dealer" | "admin";
};

// Root and route loaders of one request share the lookup.
const perRequest = new WeakMap<Request, Promise<SessionUser | null>>();

export function getCurrentUser(request: Request): Promise<SessionUser | null> {
  let pending = perRequest.get(request);
  if (!pending) {
    pending = lookUpUser(request);
    perRequest.set(request, pending);
  }
  return pending;
}

async function lookUpUser(request: Request): Promise<SessionUser | null> {
  if (!request.headers.get("Cookie")) return null;
  const auth = await getAuth();
  const result = await auth.api.getSession({ headers: request.headers });
  if (!result) return null;
  const { user } = result;
  return { id: user.id, name: user.name, email: user.email, phone: user.phone ?? null, role: toRole(user.role) };
}

function toRole(value: string | null | undefined): UserRole {
  return (USER_ROLES as readonly string[]).includes(value ?? "") ? (value as UserRole) : "user";
}

/**
 * Pages: a guest is redirected to /auth and brought back afterwards. JSON API: a 401 body,
 * since a redirect would be meaningless to a fetch.
 */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getCurrentUser(request);
  if (user) return user;
  const url = new URL(request.url);
  if (url.pathname.startsWith("/api/")) throw new AppError("unauthorized", "Please sign in first");
  throw redirect(`/auth?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

/** Guest-only pages (/auth, /forgot-password): a signed-in visitor goes to their saved cars. */
export async function requireGuest(request: Request): Promise<void> {
  if (await getCurrentUser(request)) throw redirect("/saved-listings");
}

/** A 403 for other roles: the API answers it as JSON, a page as its error page (http/page-errors.ts). */
export async function requireRole(request: Request, roles: readonly UserRole[]): Promise<SessionUser> {
  const user = await requireUser(request);
  if (roles.includes(user.role)) return user;
  throw new AppError("forbidden", "You do not have access to this page");
}

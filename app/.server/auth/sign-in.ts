/**
 * Password sign-in, sign-out and the session after registration, through better-auth's own
 * endpoints (called in-process) so its cookies and session rows are the only ones in play.
 * Each returns the Set-Cookie headers for the page action's redirect.
 */
import { isAPIError } from "better-auth/api";
import type { z } from "zod";
import type { loginSchema } from "~/lib/account-forms";
import { AppError } from "../http/app-error";
import { getAuth } from "./auth";

export const INVALID_CREDENTIALS = "Invalid email or password";

type LoginInput = z.output<typeof loginSchema>;

/** The same answer for an unknown email and a wrong password (better-auth also hashes in both cases). */
export async function signInWithPassword(request: Request, input: LoginInput): Promise<{ headers: Headers; name: string }> {
  const auth = await getAuth();
  try {
    const { headers, response } = await auth.api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: input.rememberMe },
      headers: request.headers,
      returnHeaders: true,
    });
    return { headers, name: response.user.name };
  } catch (error) {
    if (isAPIError(error)) throw new AppError("unauthorized", INVALID_CREDENTIALS);
    throw error;
  }
}

export async function startSession(request: Request, userId: string, rememberMe = true): Promise<Headers> {
  const auth = await getAuth();
  const { headers } = await auth.api.startSessionForUser({ body: { userId, rememberMe }, headers: request.headers, returnHeaders: true });
  return headers;
}

/** Deletes the session row (so the cookie is dead everywhere) and clears the cookies. */
export async function signOut(request: Request): Promise<Headers> {
  const auth = await getAuth();
  const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
  return headers;
}

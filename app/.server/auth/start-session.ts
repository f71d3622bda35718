/**
 * A server-only better-auth endpoint that signs in a user we have just verified ourselves
 * (registration after a correct code): better-auth creates the session row and sets its own
 * signed cookie, so there is one cookie format whichever way a user signs in.
 */
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { z } from "~/lib/zod";

export function sessionStarter() {
  return {
    id: "carsaathi-session-starter",
    endpoints: {
      startSessionForUser: createAuthEndpoint(
        "/carsaathi/start-session",
        {
          method: "POST",
          body: z.object({ userId: z.string(), rememberMe: z.boolean() }),
          // Never reachable over HTTP: only our own actions call it, after checking a code.
          metadata: { SERVER_ONLY: true },
        },
        async (ctx) => {
          const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
          if (!user) throw new APIError("NOT_FOUND", { message: "User not found" });
          const dontRemember = !ctx.body.rememberMe;
          const session = await ctx.context.internalAdapter.createSession(user.id, dontRemember);
          await setSessionCookie(ctx, { session, user }, dontRemember);
          return ctx.json({ ok: true });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}

// GET /profile/data: 'Download my data', the signed-in user's own data as one JSON file
// (app/.server/account/export-account-data.ts). A guest is sent to sign in; never cached.
import { exportAccountData } from "~/.server/account/export-account-data";
import { checkRateLimit } from "~/.server/auth/rate-limit";
import { requireUser } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { AppError } from "~/.server/http/app-error";
import { NO_STORE } from "~/.server/http/cache-control";
import { clientIp } from "~/.server/http/client-ip";
import type { Route } from "./+types/export-data";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const db = await getDb();
  try {
    await checkRateLimit(db, "exportData", { ip: clientIp(context), account: user.id });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return new Response(error.message, { status: error.status, headers: { ...error.headers, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": NO_STORE } });
  }
  const now = new Date();
  const body = await exportAccountData(db, user.id, now);
  return new Response(JSON.stringify(body, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="carsaathi-my-data-${now.toISOString().slice(0, 10)}.json"`,
      "Cache-Control": NO_STORE,
    },
  });
}

/** /admin/partners: every partner with its key, feed, last run and listings; create, rotate, revoke and feed actions. */
import { data, type AppLoadContext } from "react-router";
import { checkRateLimit } from "~/.server/auth/rate-limit";
import { getDb } from "~/.server/db/client";
import { AppError } from "~/.server/http/app-error";
import { clearPartnerFeed, createPartner, listPartners, revokePartnerKey, rotatePartnerKey, setPartnerFeed } from "~/.server/partners/admin-partners";
import { ADMIN_HEADERS, actionFailure, formText, requireAdmin, type ActionResult } from "./admin-guard.server";

export async function loadPartnersPage(request: Request) {
  await requireAdmin(request);
  return data({ partners: await listPartners(await getDb()) }, { headers: ADMIN_HEADERS });
}

/** A new key rides on the answer once; a reload shows only its prefix. */
export type PartnerActionResult = ActionResult & { key?: string; keyFor?: string };

export async function partnersAction(request: Request, context: AppLoadContext) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const intent = formText(form, "intent");
  const db = await getDb();
  const answer = (result: PartnerActionResult) => data<PartnerActionResult>(result, { headers: { "Cache-Control": ADMIN_HEADERS["Cache-Control"] } });
  try {
    await checkRateLimit(db, "adminPartner", { ip: context.clientIp ?? "unknown", account: admin.id });
    if (intent === "create") {
      const created = await createPartner(db, { name: formText(form, "name"), source: formText(form, "source") }, admin.id);
      return answer({ ok: true, message: `Partner ${created.name} created`, key: created.key, keyFor: created.name });
    }
    const id = /^\d{1,9}$/.test(formText(form, "partnerId")) ? Number(formText(form, "partnerId")) : 0;
    if (!id) throw new AppError("bad_request", "No such partner");
    if (intent === "rotate") {
      const { key } = await rotatePartnerKey(db, id, admin.id);
      return answer({ ok: true, message: "New key issued; the old key no longer works", key, keyFor: formText(form, "name") });
    }
    if (intent === "revoke") {
      await revokePartnerKey(db, id, admin.id);
      return answer({ ok: true, message: "Key revoked; the partner's calls are refused until a new key is issued" });
    }
    if (intent === "feed") {
      const fields = { url: formText(form, "url"), format: formText(form, "format"), intervalMinutes: formText(form, "intervalMinutes") };
      await setPartnerFeed(db, id, fields, admin.id);
      return answer({ ok: true, message: "Feed saved; its first fetch is due now" });
    }
    if (intent === "clear-feed") {
      await clearPartnerFeed(db, id, admin.id);
      return answer({ ok: true, message: "Feed removed; the partner's cars stay until they expire or are pushed again" });
    }
    throw new AppError("bad_request", "Unknown action");
  } catch (error) {
    return actionFailure(error);
  }
}

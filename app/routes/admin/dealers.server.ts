/** /admin/dealers: the dealers, an account looked up by ?email=, and save/revoke actions. */
import { FIX_FIELDS_MESSAGE } from "~/lib/form-messages";
import { data } from "react-router";
import { getDb } from "~/.server/db/client";
import { DEALER_MESSAGES, findAccountByEmail, listDealers, listMakeOptions, revokeDealer, saveDealer } from "~/.server/admin/dealers";
import { AppError } from "~/.server/http/app-error";
import { dealerFieldErrors, dealerProfileSchema } from "~/lib/admin/dealer-form";
import { ADMIN_HEADERS, actionFailure, formText, requireAdmin, type ActionResult } from "./admin-guard.server";

export async function loadDealersPage(request: Request) {
  await requireAdmin(request);
  const db = await getDb();
  const email = new URL(request.url).searchParams.get("email")?.trim() ?? "";
  const [dealers, match, makes] = await Promise.all([listDealers(db), email ? findAccountByEmail(db, email) : null, listMakeOptions(db)]);
  return data({ dealers, email, match, makes, searched: email !== "" }, { headers: ADMIN_HEADERS });
}

export async function dealersAction(request: Request) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const intent = formText(form, "intent");
  const userId = formText(form, "userId");
  const db = await getDb();
  try {
    if (!userId) throw new AppError("bad_request", DEALER_MESSAGES.noAccount);
    if (intent === "save") {
      const fields = Object.fromEntries(["businessName", "gstin", "address", "city"].map((k) => [k, formText(form, k)]));
      const makeIds = form.getAll("makeIds").filter((v) => typeof v === "string");
      const parsed = dealerProfileSchema.safeParse({ ...fields, makeIds });
      if (!parsed.success) {
        return data<ActionResult>({ ok: false, message: FIX_FIELDS_MESSAGE, errors: dealerFieldErrors(parsed.error) }, { status: 400 });
      }
      const outcome = await saveDealer(db, userId, parsed.data, admin.id);
      return data<ActionResult>({ ok: true, message: DEALER_MESSAGES[outcome] });
    }
    if (intent === "revoke") {
      await revokeDealer(db, userId, admin.id);
      return data<ActionResult>({ ok: true, message: DEALER_MESSAGES.revoked });
    }
    throw new AppError("bad_request", "Unknown action");
  } catch (error) {
    return actionFailure(error);
  }
}

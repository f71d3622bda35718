/** /admin/listings: the moderation queue (or recent decisions) and the approve/reject action. */
import { data } from "react-router";
import { getDb } from "~/.server/db/client";
import { approveListing, MODERATION_MESSAGES, rejectListing } from "~/.server/admin/moderate-listing";
import { listPendingListings, listRecentlyModerated } from "~/.server/admin/moderation-queue";
import { parseListingId } from "~/.server/listings/get-vehicle";
import { AppError } from "~/.server/http/app-error";
import type { ModerationTab } from "~/lib/admin/moderation";
import { ADMIN_HEADERS, actionFailure, formText, pageParam, requireAdmin, type ActionResult } from "./admin-guard.server";

export async function loadModerationPage(request: Request) {
  await requireAdmin(request);
  const tab: ModerationTab = new URL(request.url).searchParams.get("tab") === "recent" ? "recent" : "pending";
  const db = await getDb();
  const page = pageParam(request);
  const result = tab === "recent" ? await listRecentlyModerated(db, page) : await listPendingListings(db, page);
  return data({ tab, ...result }, { headers: ADMIN_HEADERS });
}

export async function moderationAction(request: Request) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const intent = formText(form, "intent");
  const listingId = parseListingId(formText(form, "listingId"));
  const by = { adminId: admin.id };
  const db = await getDb();
  try {
    if (listingId === null) throw new AppError("bad_request", MODERATION_MESSAGES.missing);
    if (intent === "approve") {
      await approveListing(db, listingId, by);
      return data<ActionResult>({ ok: true, message: MODERATION_MESSAGES.approved });
    }
    if (intent === "reject") {
      await rejectListing(db, listingId, formText(form, "reason"), by);
      return data<ActionResult>({ ok: true, message: MODERATION_MESSAGES.rejected });
    }
    throw new AppError("bad_request", "Unknown action");
  } catch (error) {
    return actionFailure(error);
  }
}

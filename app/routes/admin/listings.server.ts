/** /admin/listings: the moderation queue, changes to live listings, recent decisions, and the approve/reject actions. */
import { data } from "react-router";
import { getDb } from "~/.server/db/client";
import { approveListing, MODERATION_MESSAGES, rejectListing } from "~/.server/admin/moderate-listing";
import { listPendingListings, listRecentlyModerated } from "~/.server/admin/moderation-queue";
import { listPendingChanges } from "~/.server/admin/changes-queue";
import { approveListingChanges, CHANGES_MESSAGES, rejectListingChanges } from "~/.server/admin/moderate-listing-changes";
import { getPhotoStorage } from "~/.server/uploads/photo-storage";
import { parseListingId } from "~/.server/listings/get-vehicle";
import { AppError } from "~/.server/http/app-error";
import type { ModerationTab } from "~/lib/admin/moderation";
import { ADMIN_HEADERS, actionFailure, formText, pageParam, requireAdmin, type ActionResult } from "./admin-guard.server";

export async function loadModerationPage(request: Request) {
  await requireAdmin(request);
  const asked = new URL(request.url).searchParams.get("tab");
  const tab: ModerationTab = asked === "recent" || asked === "changes" ? asked : "pending";
  const db = await getDb();
  const page = pageParam(request);
  const list = { pending: listPendingListings, changes: listPendingChanges, recent: listRecentlyModerated }[tab];
  const result = await list(db, page);
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
    if (intent === "approve-changes") {
      await approveListingChanges(db, getPhotoStorage(), listingId, by);
      return data<ActionResult>({ ok: true, message: CHANGES_MESSAGES.approved });
    }
    if (intent === "reject-changes") {
      await rejectListingChanges(db, listingId, formText(form, "reason"), by);
      return data<ActionResult>({ ok: true, message: CHANGES_MESSAGES.rejected });
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

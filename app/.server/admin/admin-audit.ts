/**
 * One info line per admin decision (a listing approved or rejected, a dealer role given,
 * edited or taken away, a chat report resolved, a news article written or edited, a partner
 * created, its key rotated or revoked, its feed set) and per reported chat an admin read: who
 * did what to which record, for answering "who approved this?" or "who read this chat?" from
 * the logs. Partner keys are never logged, only their prefix. Reasons are kept; personal data (phones,
 * addresses, message text) is not logged.
 */
import { logger } from "../logger";

export type AdminAction =
  | "listing_approved"
  | "listing_rejected"
  | "listing_changes_approved"
  | "listing_changes_rejected"
  | "dealer_granted"
  | "dealer_updated"
  | "dealer_revoked"
  | "chat_report_read"
  | "chat_report_resolved"
  | "blog_approved"
  | "blog_rejected"
  | "news_created"
  | "news_updated"
  | "partner_created"
  | "partner_key_rotated"
  | "partner_key_revoked"
  | "partner_feed_set"
  | "partner_feed_cleared";

export function auditAdminAction(action: AdminAction, adminId: string, target: Record<string, string | number | null>): void {
  logger.info({ event: "admin_action", action, adminId, ...target }, `admin ${action}`);
}

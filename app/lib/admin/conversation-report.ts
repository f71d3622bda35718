/** What the admins see of reports users file on a chat: the list, one reported chat, the resolve form. */

export type ReportTab = "open" | "resolved";

export const RESOLUTION_NOTE_MAX = 500;

export interface ReportPerson {
  /** Null once they deleted their account (the name is then "Deleted user"). */
  id: string | null;
  name: string;
}

export interface ConversationReport {
  id: number;
  conversationId: number;
  listingId: number;
  vehicleTitle: string;
  reporter: ReportPerson;
  /** The other participant of the conversation. */
  reported: ReportPerson;
  reason: string;
  createdAt: string;
  /** How many messages the conversation holds, and how many carry the payment warning. */
  messageCount: number;
  flaggedCount: number;
  /** Null while the report is open. */
  resolution: { at: string; byName: string | null; note: string | null } | null;
}

export interface ReportsPage {
  tab: ReportTab;
  items: ConversationReport[];
  total: number;
  page: number;
  pageCount: number;
}

export interface ReportedMessage {
  id: number;
  /** Which side wrote it. */
  from: "buyer" | "seller";
  /** Plain text as the sender typed it: shown as text, never as HTML. */
  body: string;
  createdAt: string;
  flaggedPayment: boolean;
}

/** A reported chat as an admin reads it (read-only), from the report that opened it. */
export interface ReportedConversation {
  report: ConversationReport;
  buyer: ReportPerson;
  seller: ReportPerson;
  blocked: boolean;
  /** The latest messages, oldest first; `messageCount` says whether earlier ones were left out. */
  messages: ReportedMessage[];
}

export const REPORT_MESSAGES = {
  resolved: "Report marked resolved",
  missing: "No report with that id",
  noteLong: `The note must be at most ${RESOLUTION_NOTE_MAX} characters`,
} as const;

/** What a conversation page's form posts answer, shared by the action and the page. */
import type { ChatMessage } from "./conversation";

export const REPORT_REASON_MIN = 3;
export const REPORT_REASON_MAX = 1000;

export type ConversationIntent = "send" | "block" | "unblock" | "report" | "contact";

export type ConversationActionResult =
  | { intent: "send"; ok: true; message: ChatMessage }
  | { intent: Exclude<ConversationIntent, "send">; ok: true }
  /** `values`: what was typed, handed back so a failed send or report loses nothing. */
  | { intent: string; ok: false; error: string; values?: { body?: string; reason?: string } };

/** What the chat API answers and the chat UI shows: shared by the server and the browser. */

export type ChatRole = "buyer" | "seller";

/** A message's most characters (the table's check says the same). */
export const MAX_MESSAGE_CHARS = 2000;

/** Messages in one read: the newest ones on opening, or the next or earlier ones around an id. */
export const MESSAGE_PAGE_SIZE = 100;

export interface ChatMessage {
  /** Also the event id of the live stream: a reconnect catches up after the last one seen. */
  id: number;
  conversationId: number;
  /** Null only for a deleted account's message kept in a reported chat: never the viewer's. */
  senderId: string | null;
  body: string;
  /** ISO 8601. */
  createdAt: string;
  /** Asks for money by UPI, a QR code or an advance: shown with a warning. */
  flaggedPayment: boolean;
}

export interface ConversationListItem {
  id: number;
  role: ChatRole;
  listingId: number;
  vehicleTitle: string;
  pictureUrl: string;
  /** The other participant's display name; never their phone or email. */
  otherName: string;
  lastMessage: { body: string; createdAt: string; mine: boolean; flaggedPayment: boolean } | null;
  unreadCount: number;
  blocked: boolean;
  /** The other participant deleted their account: shown as "Deleted user", no new messages. */
  otherDeleted: boolean;
}

/** Which of their own details a participant shows the other side. */
export interface ContactSharing {
  phone: boolean;
  email: boolean;
}

/** The other participant's details: null unless they chose to share them. */
export interface SharedContact {
  phone: string | null;
  email: string | null;
}

export interface ConversationView {
  conversation: Omit<ConversationListItem, "lastMessage" | "unreadCount"> & { blockedByMe: boolean };
  messages: ChatMessage[];
  contacts: { mine: ContactSharing; theirs: SharedContact };
}

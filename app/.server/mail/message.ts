/** What a message is and what delivers one: shared by the outbox and the real providers. */
export type Channel = "email" | "sms";

export interface OutgoingMessage {
  channel: Channel;
  recipient: string;
  subject?: string;
  body: string;
  /** Extra mail headers (List-Unsubscribe...); providers without headers ignore them. */
  headers?: Record<string, string>;
}

export interface Transport {
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}

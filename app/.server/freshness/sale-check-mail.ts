/**
 * The "Still for sale?" mail to a private seller: two one-click links (signed, no sign-in) and
 * what happens when neither is used. A service mail about the seller's own listing, not
 * marketing: it goes regardless of the alert and message mail settings.
 */
import type { OutgoingMessage } from "../mail/message";
import { signSaleCheckToken, type SaleCheckAnswer } from "./sale-check-token";

export interface SaleCheckMail {
  listingId: number;
  carName: string;
  email: string;
  sellerName: string;
  daysOnSale: number;
  /** sale_checks.mailed_at of this round. */
  round: Date;
}

export function saleCheckUrl(origin: string, secret: string, mail: Pick<SaleCheckMail, "listingId" | "round">, answer: SaleCheckAnswer): string {
  const token = signSaleCheckToken({ listingId: mail.listingId, answer, round: mail.round }, secret);
  return `${origin}/listings/still-for-sale?token=${encodeURIComponent(token)}`;
}

export function saleCheckMessage(mail: SaleCheckMail, origin: string, secret: string): OutgoingMessage {
  return {
    channel: "email",
    recipient: mail.email,
    subject: `Is your ${mail.carName} still for sale?`,
    body: [
      `Hello ${mail.sellerName},`,
      "",
      `Your ${mail.carName} has been on sale on CarSaathi for ${mail.daysOnSale} days. Is it still for sale?`,
      "",
      `Yes, still for sale: ${saleCheckUrl(origin, secret, mail, "still-for-sale")}`,
      `Sold: ${saleCheckUrl(origin, secret, mail, "sold")}`,
      "",
      "Each link opens a page with one button; you do not need to sign in.",
      "If we do not hear from you within 7 days, buyers no longer find the car in search;",
      `you can put it back on sale from My Listings (${origin}/seller) at any time.`,
    ].join("\n"),
  };
}

/** The mail a price drop sends: the car, its old and new price, a link to it and a way out. */
import { formatInr } from "../../lib/format-inr";
import type { OutgoingMessage } from "../mail/message";

export interface PriceDrop {
  alertId: number;
  email: string;
  userName: string;
  listingId: number;
  carName: string;
  oldPrice: number;
  newPrice: number;
}

export function priceDropMessage(drop: PriceDrop, links: { carUrl: string; unsubscribeUrl: string }): OutgoingMessage {
  const saved = drop.oldPrice - drop.newPrice;
  return {
    channel: "email",
    recipient: drop.email,
    subject: `Price drop: ${drop.carName} is now ${formatInr(drop.newPrice)}`,
    body: [
      `Hello ${drop.userName},`,
      "",
      `The ${drop.carName} you are watching dropped in price:`,
      `  was ${formatInr(drop.oldPrice)}, now ${formatInr(drop.newPrice)} (${formatInr(saved)} less).`,
      "",
      `See the car: ${links.carUrl}`,
      "",
      `Stop alerts for this car (no sign-in needed): ${links.unsubscribeUrl}`,
    ].join("\n"),
    // RFC 8058 one-click: mail clients POST "List-Unsubscribe=One-Click" to this URL.
    headers: {
      "List-Unsubscribe": `<${links.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

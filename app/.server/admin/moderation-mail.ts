/** The mail a seller gets when an admin decides on their listing: a link when approved, the reason and the way back when not. */
import type { OutgoingMessage } from "../mail/message";

export interface ModeratedListing {
  id: number;
  title: string;
  sellerEmail: string;
  sellerName: string;
}

export function approvedMessage(listing: ModeratedListing, origin: string): OutgoingMessage {
  return {
    channel: "email",
    recipient: listing.sellerEmail,
    subject: `Your ${listing.title} is live on CarSaathi`,
    body: [
      `Hello ${listing.sellerName},`,
      "",
      `Good news: we checked your listing of the ${listing.title} and it is now on sale.`,
      "Buyers can find it in search from now on.",
      "",
      `See your car: ${origin}/details/${listing.id}`,
      `Manage your listings: ${origin}/seller`,
    ].join("\n"),
  };
}

export function rejectedMessage(listing: ModeratedListing, reason: string, origin: string): OutgoingMessage {
  return {
    channel: "email",
    recipient: listing.sellerEmail,
    subject: `Your ${listing.title} listing needs changes`,
    body: [
      `Hello ${listing.sellerName},`,
      "",
      `We checked your listing of the ${listing.title} and could not publish it yet. The reason:`,
      "",
      `  ${reason}`,
      "",
      `Open My Listings (${origin}/seller), edit the listing to fix this and submit it again;`,
      "we will check it once more, usually within a day.",
    ].join("\n"),
  };
}

export function changesApprovedMessage(listing: ModeratedListing, origin: string): OutgoingMessage {
  return {
    channel: "email",
    recipient: listing.sellerEmail,
    subject: `Your changes to the ${listing.title} are live`,
    body: [
      `Hello ${listing.sellerName},`,
      "",
      `We checked the changes to your listing of the ${listing.title}; buyers see them from now on.`,
      "",
      `See your car: ${origin}/details/${listing.id}`,
    ].join("\n"),
  };
}

export function changesRejectedMessage(listing: ModeratedListing, reason: string, origin: string): OutgoingMessage {
  return {
    channel: "email",
    recipient: listing.sellerEmail,
    subject: `Your changes to the ${listing.title} were not approved`,
    body: [
      `Hello ${listing.sellerName},`,
      "",
      `We checked the changes to your listing of the ${listing.title} and could not publish them. The reason:`,
      "",
      `  ${reason}`,
      "",
      "Your car stays on sale as it was approved before.",
      `To try again, edit the listing from My Listings (${origin}/seller).`,
    ].join("\n"),
  };
}

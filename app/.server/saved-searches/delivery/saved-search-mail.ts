/**
 * The mails of saved searches: an instant one for a search's new cars of the minute, and the
 * daily digest of all a user's daily searches. Each car with its photo (or generated
 * illustration), price, deal rating and link; at most 10 cars a search in the digest, then "N
 * more" linking to the search's results. Each search has its own one-click unsubscribe (it
 * pauses that search), also as List-Unsubscribe when the mail is about one search.
 */
import { formatInr } from "~/lib/format-inr";
import { DEAL_LABELS } from "~/lib/pricing/deal-rating";
import type { Vehicle } from "~/lib/vehicle";
import type { OutgoingMessage } from "../../mail/message";

/** Cars listed per search in a mail (and the rows a matching run records a search: record-matches.ts). */
export const CARS_PER_SEARCH = 10;

export interface MailedCar {
  vehicle: Vehicle;
  kind: "new" | "price_drop";
}

export interface MailedSearch {
  name: string;
  /** Its /api/vehicles query string: the same on /search. */
  query: string;
  unsubscribeUrl: string;
  cars: MailedCar[];
  /** Cars that matched too but have no row to list (a run records at most 10 a search). */
  alsoMatched: number;
}

const carsText = (n: number) => (n === 1 ? "1 new car" : `${n} new cars`);

/** A search's listed cars, then "N more" linking to its results. */
function searchLines(origin: string, search: MailedSearch): string[] {
  const shown = search.cars.slice(0, CARS_PER_SEARCH);
  const more = search.cars.length + search.alsoMatched - shown.length;
  return [...shown.flatMap((car) => [...carLines(origin, car), ""]), ...(more > 0 ? [`${more} more: ${searchUrl(origin, search.query)}`, ""] : [])];
}

export interface Recipient {
  email: string;
  name: string;
}

const searchUrl = (origin: string, query: string) => `${origin}/search${query ? `?${query}` : ""}`;

function carLines(origin: string, { vehicle, kind }: MailedCar): string[] {
  const rating = vehicle.dealRating ? ` · ${DEAL_LABELS[vehicle.dealRating]}` : "";
  const photo = vehicle.images[0];
  return [
    `${vehicle.year} ${vehicle.title}: ${formatInr(vehicle.price)}${kind === "price_drop" ? " (price dropped)" : ""}${rating} · ${vehicle.city}`,
    ...(photo ? [`  Photo: ${origin}${photo}`] : []),
    `  See the car: ${origin}/details/${vehicle.id}`,
  ];
}

/** RFC 8058 one-click: mail clients POST "List-Unsubscribe=One-Click" to this URL. */
const unsubscribeHeaders = (url: string) => ({ "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });

const SETTINGS_LINE = (origin: string) => `Stop all saved-search emails: ${origin}/settings`;

export function instantMail(to: Recipient, search: MailedSearch, origin: string): OutgoingMessage {
  const [first] = search.cars;
  const count = search.cars.length + search.alsoMatched;
  return {
    channel: "email",
    recipient: to.email,
    subject:
      count === 1
        ? `${first.kind === "price_drop" ? "Price drop" : "New car"} for “${search.name}”: ${first.vehicle.year} ${first.vehicle.title}, ${formatInr(first.vehicle.price)}`
        : `${count} new cars for “${search.name}”`,
    body: [
      `Hello ${to.name},`,
      "",
      count === 1 ? `A car now matches your saved search “${search.name}”:` : `${count} cars now match your saved search “${search.name}”:`,
      "",
      ...searchLines(origin, search),
      `All results: ${searchUrl(origin, search.query)}`,
      "",
      `Stop emails for this search (no sign-in needed): ${search.unsubscribeUrl}`,
      SETTINGS_LINE(origin),
    ].join("\n"),
    headers: unsubscribeHeaders(search.unsubscribeUrl),
  };
}

export function digestMail(to: Recipient, searches: MailedSearch[], origin: string): OutgoingMessage {
  const total = searches.reduce((sum, s) => sum + s.cars.length + s.alsoMatched, 0);
  const sections = searches.flatMap((search) => [
    `“${search.name}”: ${carsText(search.cars.length + search.alsoMatched)}`,
    "",
    ...searchLines(origin, search),
    `Stop emails for this search (no sign-in needed): ${search.unsubscribeUrl}`,
    "",
    "",
  ]);
  return {
    channel: "email",
    recipient: to.email,
    subject: `Your saved searches: ${carsText(total)} today`,
    body: [`Hello ${to.name},`, "", "New cars for your saved searches since yesterday's email:", "", "", ...sections, SETTINGS_LINE(origin)].join("\n"),
    // One search: the mail client's unsubscribe pauses it; several have a link each in the body.
    ...(searches.length === 1 ? { headers: unsubscribeHeaders(searches[0].unsubscribeUrl) } : {}),
  };
}

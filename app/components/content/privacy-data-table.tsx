/**
 * /privacy's "what we keep" table: each kind of record, why, and for how long. The periods come
 * from RETENTION, the table the deletion job also reads, so the page and the job cannot differ.
 * A real table from 640 px; below that each row stacks into a card (the roles keep it a table
 * for screen readers, which a change of CSS display would otherwise undo in some browsers).
 */
import type { ReactNode } from "react";
import { describePeriod, RETENTION, SESSION_DAYS } from "~/lib/privacy/retention-periods";

interface StoredRecord {
  what: string;
  detail: ReactNode;
  why: ReactNode;
  howLong: ReactNode;
}

const period = (record: keyof typeof RETENTION) => describePeriod(RETENTION[record]);
const UNTIL_ACCOUNT_DELETED = "Until you delete your account.";

export const STORED_RECORDS: StoredRecord[] = [
  {
    what: "Your account",
    detail: "Name, email address, mobile number, your password as a scrypt hash (never the password itself), your email choices; the picture Google or Facebook gives us if you sign in with them.",
    why: "To sign you in, to show your name to the people you chat with, and to send the codes and emails you ask for.",
    howLong: UNTIL_ACCOUNT_DELETED,
  },
  {
    what: "Your email choices",
    detail: "Each consent you give or withdraw (price-alert emails, chat emails, saved-search emails), when, and where: registration, Settings, an email's link, or setting a price alert.",
    why: "To show that we email you only with your consent, as the DPDP Act requires.",
    howLong: UNTIL_ACCOUNT_DELETED,
  },
  {
    what: "Google or Facebook sign-in",
    detail: "Your account id at that provider and the sign-in tokens it sends us.",
    why: "To sign you in with that provider.",
    howLong: UNTIL_ACCOUNT_DELETED,
  },
  {
    what: "Sign-in sessions",
    detail: "A random session token, and the IP address and browser description (user agent) of the device that signed in.",
    why: "To keep you signed in, and to look into misuse of an account.",
    howLong: `Until you log out, or ${SESSION_DAYS} days after your last visit (1 day without 'Remember me'); the record is deleted ${period("expiredSessions")} after the session ends.`,
  },
  {
    what: "One-time codes",
    detail: "A keyed hash of each code we send; while a registration is unfinished, the name, phone and password hash you entered.",
    why: "To check that the email address and phone number are yours.",
    howLong: `A code stops working after a few minutes, and is deleted ${period("expiredCodes")} later.`,
  },
  {
    what: "Security counters",
    detail: "Your IP address, the email or phone number typed, or your account id, with a count of attempts.",
    why: "To stop password guessing and spam, to count a car's view once per viewer, and to cap the page speed reports one address sends.",
    howLong: period("rateLimitWindows"),
  },
  {
    what: "Server logs",
    detail: "For every request: the page address (with any search words in it), the answer's status and how long it took, without your IP address. For refused sign-ins and a few sensitive actions: your IP address and a masked email (a***@example.in).",
    why: "To find errors, and to detect password guessing and abuse.",
    howLong: `${period("serverLogs")}, then deleted by our hosting setup.`,
  },
  {
    what: "Emails and text messages we send",
    detail: "Recipient, subject and text (codes, alerts, chat notices).",
    why: "A record of what was sent, for support questions.",
    howLong: period("sentMessages"),
  },
  {
    what: "Saved cars, recent searches, saved searches, price alerts",
    detail: "The cars you saved, your newest 20 searches, the searches you saved (up to 20) with the cars we found for each and whether you have seen them, the alerts you set.",
    why: "To show them back to you, and to email you about new matches and price drops you asked for.",
    howLong: "Until you remove them or delete your account.",
  },
  {
    what: "Your listings",
    detail: "The car's details, photos, price and city; its registration number (seen only by you and our admins); for dealers, business name, GSTIN and address.",
    why: "To show your car to buyers, and to check listings and dealers.",
    howLong: "Until you delete the listing or your account.",
  },
  {
    what: "Enquiries and booking requests",
    detail: "The name, phone, email and message you send a seller from a car's page.",
    why: "So the seller can answer you.",
    howLong: period("enquiries"),
  },
  {
    what: "Chats",
    detail: "Your messages, which contact details you chose to show, blocks and reports.",
    why: "To let buyers and sellers talk, and to act on reports of fraud.",
    howLong: "Until you delete your account (see Your rights below for what stays).",
  },
  {
    what: "'Get Instant Quote' requests",
    detail: "The car, the city and your mobile number.",
    why: "To call you back about selling your car.",
    howLong: period("sellLeads"),
  },
  {
    what: "'Get the best offer' requests",
    detail: "The new car and variant, your city, name, mobile number and email if given, and whether you let dealers see your number.",
    why: "So dealers of that make in your city can make you an offer: they see your name, the car and your city, your number only if you ticked the box, never your email. Our team uses your number or email to follow up.",
    howLong: period("newCarLeads"),
  },
  {
    what: "Messages to us",
    detail: "Name, email, phone if you gave one, topic and message from the contact form.",
    why: "To reply and follow up.",
    howLong: period("contactMessages"),
  },
  {
    what: "Stories you submit",
    detail: "Title, story, photos, the author name and email you give.",
    why: "To review and, once approved, publish the story on our blog with that author name.",
    howLong: "Until you ask us to remove it or delete your account.",
  },
  {
    what: "Activity on cars",
    detail: "That a car was viewed, clicked, saved or enquired about, and the words searched. Not who did it.",
    why: "Sellers' view and enquiry figures, and 'Most Searched Cars'.",
    howLong: period("activityEvents"),
  },
  {
    what: "Page speed measurements",
    detail:
      "How quickly a page showed and answered in your browser (Google's Core Web Vitals), which kind of page it was (such as a car's details page, never its address), whether the screen was phone- or desktop-sized, and the connection type your browser reports (such as 4g). Not who you are or your IP address. Not sent at all if your browser sends Global Privacy Control or Do Not Track.",
    why: "To find and fix slow pages.",
    howLong: period("webVitals"),
  },
];

const HEADERS = ["What we keep", "Why", "How long"] as const;

function Label({ children }: { children: string }) {
  return <span className="block text-xs font-semibold uppercase tracking-wide text-slate-600 sm:hidden">{children}</span>;
}

export function PrivacyDataTable({ records = STORED_RECORDS }: { records?: StoredRecord[] }) {
  return (
    <table role="table" className="block w-full text-sm sm:table" aria-label="What we keep, why, and for how long">
      <thead role="rowgroup" className="sr-only sm:not-sr-only sm:table-header-group">
        <tr role="row" className="border-b border-slate-300 text-left">
          {HEADERS.map((header) => (
            <th key={header} role="columnheader" scope="col" className="py-2 pr-3 font-semibold text-slate-900">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className="block space-y-3 sm:table-row-group sm:space-y-0">
        {records.map((record) => (
          <tr key={record.what} role="row" className="block rounded-xl border border-slate-200 p-3 align-top sm:table-row sm:rounded-none sm:border-0 sm:border-b sm:p-0">
            <th role="rowheader" scope="row" className="block text-left font-normal sm:table-cell sm:w-2/5 sm:py-3 sm:pr-3 sm:align-top">
              <span className="font-semibold text-slate-900">{record.what}</span>
              <span className="mt-1 block text-slate-700">{record.detail}</span>
            </th>
            <td role="cell" className="mt-2 block text-slate-700 sm:table-cell sm:py-3 sm:pr-3 sm:align-top">
              <Label>Why</Label>
              {record.why}
            </td>
            <td role="cell" className="mt-2 block text-slate-900 sm:table-cell sm:w-1/4 sm:py-3 sm:align-top">
              <Label>How long</Label>
              {record.howLong}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

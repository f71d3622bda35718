import { pageMeta, siteOrigin } from "~/lib/seo/page-meta";
import type { Route } from "./+types/privacy";
import { ContentPage, ContentSection, SmartLink } from "~/components/content/content-page";
import { PrivacyDataTable } from "~/components/content/privacy-data-table";
import { SESSION_DAYS } from "~/lib/privacy/retention-periods";

/** Our Grievance Officer's role address (DPDP Act 2023, section 8(10)). */
const PRIVACY_EMAIL = "privacy@carsaathi.in";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Privacy policy | CarSaathi",
    description: "What CarSaathi stores about you, why, for how long, and how to see, correct or delete it under India's DPDP Act 2023.",
    path: "/privacy",
    origin: siteOrigin(matches),
  });

const COOKIES: [name: string, what: string][] = [
  ["better-auth.session_token", `Keeps you signed in. Only our server can read it. It lasts ${SESSION_DAYS} days, or until you close the browser if you did not tick 'Remember me'.`],
  ["better-auth.dont_remember", "Marks a session without 'Remember me'. Gone when you close the browser."],
  ["better-auth.state", "Only while you sign in with Google or Facebook, to stop forged sign-ins. Lasts 5 minutes."],
  ["cs_flash", "Carries a one-time notice to the next page (such as 'Listing submitted'). Lasts 1 minute."],
  ["cs_city", "The city you picked for on-road prices. Lasts 1 year."],
  ["cs_drops_seen", "When you last opened your notifications (the bell) in this browser, so price drops you have seen are not shown as new again. Lasts 1 year."],
];

function Email() {
  return (
    <a href={`mailto:${PRIVACY_EMAIL}`} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
      {PRIVACY_EMAIL}
    </a>
  );
}

export default function Privacy() {
  return (
    <ContentPage title="Privacy policy" intro="What we store about you, why, for how long, and how to see, correct or delete it.">
      <ContentSection heading="Who we are" id="privacy-who">
        <p>
          CarSaathi is an online marketplace for new and used cars in India. Under the Digital Personal Data Protection Act,
          2023 (DPDP Act) we are the Data Fiduciary for the personal data described here: we decide why and how it is used.
        </p>
        <p>
          Questions about your data go to our Grievance Officer at <Email />.
        </p>
      </ContentSection>

      <ContentSection heading="What we collect and why" id="privacy-collect">
        <p>
          You can browse, search and compare cars without an account. To save cars or searches, set price alerts, chat with sellers or
          sell a car you need one, and then we keep what the table lists. We use it only for the reason given, and an
          automatic job deletes each record once its period is over.
        </p>
        <PrivacyDataTable />
      </ContentSection>

      <ContentSection heading="Cookies and browser storage" id="privacy-cookies">
        <p>We set no advertising or analytics cookies, and our pages load no scripts, fonts or images from other companies.</p>
        <ul className="space-y-2">
          {COOKIES.map(([name, what]) => (
            <li key={name}>
              <code className="rounded bg-slate-100 px-1 py-0.5 text-sm text-slate-900">{name}</code> {what}
            </li>
          ))}
        </ul>
        <p>
          Your browser also keeps the cars you picked to compare (<code className="rounded bg-slate-100 px-1 py-0.5 text-sm text-slate-900">carsaathi:compare</code>,
          in local storage) until you remove them. It never leaves your device.
        </p>
      </ContentSection>

      <ContentSection heading="Who we share it with" id="privacy-share">
        <ul className="list-disc space-y-2 pl-5">
          <li>
            <strong>Sellers you contact.</strong> An enquiry or booking request from a car's page sends the seller the name,
            phone, email and message you type in it. In a chat, the seller sees your name and messages; your phone number and
            email stay hidden until you choose to show them in that chat, and you can hide them again.
          </li>
          <li>
            <strong>New-car dealers, for a best-offer request.</strong> &lsquo;Get the best offer&rsquo; on a new car shows
            dealers of that make in your city your name, the car and your city; your mobile number only if you tick the box to
            share it with them, and your email never.
          </li>
          <li>
            <strong>Everyone, for what you publish.</strong> Your listings (without the registration number) and approved
            stories are public. A dealer's business name is shown on its listings.
          </li>
          <li>
            <strong>Our email and SMS providers</strong> receive the address or number and the text of each message we send
            you, only to deliver it.
          </li>
          <li>
            <strong>Google and Facebook</strong>, only if you choose to sign in with them: they tell us your name, email and
            picture, and learn that you signed in to CarSaathi.
          </li>
          <li>
            <strong>Authorities</strong>, when Indian law requires it.
          </li>
        </ul>
        <p>
          We do not sell or rent your data, and we use no advertising networks. When you follow a link to a partner
          marketplace, that site's own privacy policy applies.
        </p>
      </ContentSection>

      <ContentSection heading="Your rights and how to use them" id="privacy-rights">
        <p>The DPDP Act gives you these rights. Signed in, you can use most of them yourself:</p>
        <ul className="list-disc space-y-2 pl-5">
          <li>
            <strong>See your data.</strong> Download my data on your <SmartLink href="/profile">profile</SmartLink> gives you
            one JSON file of everything we hold about you.
          </li>
          <li>
            <strong>Correct it.</strong> Change your name, mobile number and password on your{" "}
            <SmartLink href="/profile">profile</SmartLink>; to change your email address, write to <Email />.
          </li>
          <li>
            <strong>Erase it.</strong> Delete my account on your <SmartLink href="/profile">profile</SmartLink>, after re-entering
            your password or a code we email you. It takes effect at once, signs you out everywhere and we email a
            confirmation. Your listings are withdrawn and their photos deleted, with the chats about them; your saved cars,
            searches, alerts and stories go. In other chats your messages are removed and the other person sees 'Deleted
            user', except in a chat someone reported to us, kept for that investigation. Enquiries you already sent to sellers,
            reports and moderation decisions are kept without your name or contact details, to prevent fraud. You can register
            again with the same email.
          </li>
          <li>
            <strong>Withdraw consent.</strong> Email preferences in <SmartLink href="/settings">Settings</SmartLink>: price-alert
            emails are off until you turn them on (when registering, in Settings, or by setting a price alert); unread-chat
            emails are on until you turn them off there or with the link in each one; emails about your saved searches go
            only for searches you saved, and stop for one search with its own link or for all of them in Settings. We send no marketing email. Each choice
            is recorded with its date. Account emails (codes, password changes) are always sent.
          </li>
          <li>
            <strong>Nominate someone</strong> to use these rights if you die or cannot: write to <Email />.
          </li>
          <li>
            <strong>Complain.</strong> Use the <SmartLink href="/contact">contact form</SmartLink> or write to our Grievance
            Officer at <Email />. We reply within 30 days. If you are not satisfied, you can complain to the Data Protection
            Board of India.
          </li>
        </ul>
        <p>Without an account, write to <Email /> from the email address concerned and we will do the same for you.</p>
      </ContentSection>

      <ContentSection heading="Children" id="privacy-children">
        <p>
          CarSaathi accounts are for adults. If you are under 18, please do not create an account or send us your details; if
          we learn that we hold a child's data, we delete it.
        </p>
      </ContentSection>

      <ContentSection heading="Changes to this policy" id="privacy-changes">
        <p>
          When we change what we collect or how long we keep it, we update this page first and change the date below.
        </p>
        <p className="text-sm text-slate-600">Last updated 27 November 2026</p>
      </ContentSection>
    </ContentPage>
  );
}

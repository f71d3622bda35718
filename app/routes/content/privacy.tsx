import { pageMeta, siteOrigin } from "~/lib/seo/page-meta";
import type { Route } from "./+types/privacy";
import { ContentPage, ContentSection, SmartLink } from "~/components/content/content-page";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Privacy policy | CarSaathi",
    description: "What CarSaathi stores about you, why, and what we never do with it. In plain language.",
    path: "/privacy",
    origin: siteOrigin(matches),
  });

export default function Privacy() {
  return (
    <ContentPage title="Privacy policy" intro="What we store, why we store it, and what we never do with it. No legal fog.">
      <ContentSection heading="What we store" id="privacy-store">
        <ul className="list-disc space-y-2 pl-5">
          <li>
            <strong>Messages you send us.</strong> When you use the <SmartLink href="/contact">contact form</SmartLink> we
            keep your name, email, phone number if you gave one, the topic and your message, so we can reply and follow up.
          </li>
          <li>
            <strong>How listings are used.</strong> We record events such as a listing being viewed, clicked or saved, and
            the searches people type. These show which cars are popular and feed the “most searched” figures. They are not
            tied to your name.
          </li>
          <li>
            <strong>Server logs.</strong> Each request logs the page address, the response status and how long it took,
            so we can find errors. We do not log your IP address or browser headers.
          </li>
        </ul>
      </ContentSection>
      <ContentSection heading="What we never do" id="privacy-never">
        <p>
          We do not sell or rent your data, and we do not share your messages with advertisers. We do not use advertising
          trackers. When you follow a link to a partner marketplace, that site's own privacy policy applies.
        </p>
      </ContentSection>
      <ContentSection heading="Cookies" id="privacy-cookies">
        <p>
          Browsing and searching CarSaathi works without any account or tracking cookie. When sign-in arrives, we will use a
          cookie only to keep you signed in, and we will update this page first.
        </p>
      </ContentSection>
      <ContentSection heading="Your choices" id="privacy-choices">
        <p>
          You can ask us to show or delete the messages you sent us: write through the{" "}
          <SmartLink href="/contact">contact form</SmartLink> from the same email address, and we will do it within 30 days.
        </p>
      </ContentSection>
    </ContentPage>
  );
}

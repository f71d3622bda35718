import { pageMeta, siteOrigin } from "~/lib/seo/page-meta";
import type { Route } from "./+types/about";
import { ButtonLink, ContentPage, ContentSection, SmartLink } from "~/components/content/content-page";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "About CarSaathi",
    description: "CarSaathi brings India's car marketplaces into one honest search, with real asking prices and no invented estimates.",
    path: "/about",
    origin: siteOrigin(matches),
  });

export default function About() {
  return (
    <ContentPage
      title="About CarSaathi"
      intro="Buying a car in India means checking five apps, ten tabs and a cousin's advice. We want it to take one honest search."
    >
      <ContentSection heading="Our mission" id="about-mission">
        <p>
          Help every buyer in India find the right car at a fair price, with the facts laid out plainly: what sellers are
          asking, what to check, and what the paperwork involves.
        </p>
      </ContentSection>
      <ContentSection heading="How we gather listings" id="about-how">
        <p>
          We bring together listings from partner marketplaces and dealers, clean up the names so the same model is spelled
          one way, and link listings of the same car on several platforms so you can see where it costs less. Prices are the
          sellers' asking prices; when we don't have enough data to say something, we say nothing rather than guess.
        </p>
        <p>
          “Featured” has a rule you can check: a Trustmark dealer's car listed within the last 30 days. It is never for sale.
          Our <SmartLink href="/trends">market trends</SmartLink> are counted live from the listings you can search.
        </p>
      </ContentSection>
      <ContentSection heading="Talk to us" id="about-contact">
        <p>Dealers, partners, buyers with feedback: we read every message.</p>
        <ButtonLink to="/contact">Contact us</ButtonLink>
      </ContentSection>
    </ContentPage>
  );
}

import { pageMeta, siteOrigin } from "~/lib/seo/page-meta";
import type { Route } from "./+types/terms";
import { ContentPage, ContentSection, SmartLink } from "~/components/content/content-page";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Terms of use | CarSaathi",
    description: "The terms for using CarSaathi: what our listings are, what we are responsible for, and what we are not.",
    path: "/terms",
    origin: siteOrigin(matches),
  });

export default function Terms() {
  return (
    <ContentPage title="Terms of use" intro="By using CarSaathi you agree to these terms. They are short on purpose.">
      <ContentSection heading="What CarSaathi is" id="terms-what">
        <p>
          CarSaathi is a search service. We gather car listings from partner marketplaces and dealers and show them in one
          place. We are not the seller of any car and not a party to any sale; the deal is between you and the seller.
        </p>
      </ContentSection>
      <ContentSection heading="Listings and prices" id="terms-listings">
        <p>
          Prices are the sellers' asking prices in Indian rupees. We update listings from our partners regularly, but a car
          may be sold, or its price or details changed, before we catch up. Always confirm price, condition and documents
          with the seller and inspect the car before paying. Our <SmartLink href="/guides">buying guides</SmartLink> are
          general information, not legal or financial advice.
        </p>
      </ContentSection>
      <ContentSection heading="Fair use" id="terms-use">
        <p>
          Please don't scrape the site in bulk, try to break it, or send messages that are abusive, misleading or spam. We
          may block access that does.
        </p>
      </ContentSection>
      <ContentSection heading="Our responsibility" id="terms-liability">
        <p>
          We work to keep listings accurate and remove wrong ones when reported, but we cannot guarantee every detail a
          seller gives. To the extent the law allows, we are not liable for losses from a purchase you make through a
          listing. Your rights as a consumer under Indian law are not affected.
        </p>
      </ContentSection>
      <ContentSection heading="Changes and contact" id="terms-contact">
        <p>
          If these terms change, we will update this page. Questions? Use the <SmartLink href="/contact">contact form</SmartLink>.
          How we handle your data is in the <SmartLink href="/privacy">privacy policy</SmartLink>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}

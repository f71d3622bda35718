import { pageMeta, siteOrigin } from "~/lib/seo/page-meta";
import type { Route } from "./+types/help";
import { ContentPage, ContentSection, SmartLink } from "~/components/content/content-page";
import { FaqList, type FaqItem } from "~/components/content/faq-list";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Help and FAQ | CarSaathi",
    description: "How CarSaathi search works, where the listings come from, how to reach a seller and how to report a wrong listing.",
    path: "/help",
    origin: siteOrigin(matches),
  });

const SEARCH: FaqItem[] = [
  {
    question: "How does search work?",
    answer: (
      <>
        <p>
          Type what you want the way you would say it, for example “diesel SUV under 15 lakh in Pune” or “automatic
          hatchback 2020”. We read budgets, years, body types, fuels, gearboxes, seats, cities, makes and models from your
          words and turn them into filters, shown as chips you can remove. Any other words must appear in the car's name.
        </p>
        <p>
          You can also filter directly on the <SmartLink href="/used-cars">used cars</SmartLink> and{" "}
          <SmartLink href="/new-cars">new cars</SmartLink> pages. Filters live in the page address, so you can bookmark or
          share a search.
        </p>
      </>
    ),
  },
  {
    question: "Where do the listings come from?",
    answer: (
      <p>
        From partner marketplaces and dealers across India. We show each car's asking price as the seller set it, in rupees,
        and link listings of the same car on several platforms so you can compare them. We do not invent prices or estimates.
      </p>
    ),
  },
  {
    question: "What does “Featured” mean?",
    answer: (
      <p>
        A car offered by a Trustmark (certified) dealer and listed within the last 30 days. Nobody can pay to be featured.
      </p>
    ),
  },
];

const SELLERS: FaqItem[] = [
  {
    question: "How do I contact a seller?",
    answer: (
      <p>
        Today, each listing links to the partner platform it came from, and you contact the seller there. Messaging sellers
        directly on CarSaathi will come with user accounts.
      </p>
    ),
  },
  {
    question: "A listing is wrong or the car is already sold. How do I report it?",
    answer: (
      <p>
        Use the <SmartLink href="/contact">contact form</SmartLink> with the topic “Report a listing” and paste the
        listing's address. We check reports and correct or remove the listing.
      </p>
    ),
  },
  {
    question: "Can I sell my car on CarSaathi?",
    answer: (
      <p>
        Listing your own car arrives with user accounts. Dealers who want their stock shown can choose “Dealer partnership”
        on the <SmartLink href="/contact">contact form</SmartLink>.
      </p>
    ),
  },
];

export default function Help() {
  return (
    <ContentPage title="Help and FAQ" intro="Answers to the questions we hear most. Can't find yours? Send us a message.">
      <ContentSection heading="Searching for cars" id="help-search">
        <FaqList items={SEARCH} />
      </ContentSection>
      <ContentSection heading="Sellers and listings" id="help-sellers">
        <FaqList items={SELLERS} />
      </ContentSection>
      <ContentSection heading="Still need help?" id="help-contact">
        <p>
          Write to us through the <SmartLink href="/contact">contact form</SmartLink>; we reply within 2 working days. For
          buying advice, see our <SmartLink href="/guides">buying guides</SmartLink>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}

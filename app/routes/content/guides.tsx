import { pageMeta, siteOrigin } from "~/lib/seo/page-meta";
import type { Route } from "./+types/guides";
import { ContentPage } from "~/components/content/content-page";
import { GuideList } from "~/components/content/guide-list";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Car buying guides for India | CarSaathi",
    description: "Plain-language guides to researching, financing, insuring and inspecting new and used cars in India, with checklists.",
    path: "/guides",
    origin: siteOrigin(matches),
  });

export default function Guides() {
  return (
    <ContentPage
      title="Car buying guides"
      intro="Short, practical guides for buying a car in India: on-road prices, loans, insurance, inspections and the RTO paperwork, each with a checklist you can take along."
    >
      <GuideList />
    </ContentPage>
  );
}

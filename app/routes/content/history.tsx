import { pageMeta, siteOrigin } from "~/lib/seo/page-meta";
import type { Route } from "./+types/history";
import { ButtonLink, Checklist, ContentPage, ContentSection, SmartLink } from "~/components/content/content-page";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Checking a car's history | CarSaathi",
    description: "What to check in a used car's history in India: owners, accidents, service records, insurance claims, odometer and loans.",
    path: "/history",
    origin: siteOrigin(matches),
  });

const PARIVAHAN = "https://parivahan.gov.in";

export default function History() {
  return (
    <ContentPage
      title="Checking a car's history"
      intro="A used car's past decides its future costs. Most of its history can be checked from documents and official records before you pay."
    >
      <ContentSection heading="Start with the official record" id="history-official">
        <p>
          Enter the registration number on the Parivahan vehicle services site (VAHAN) or the mParivahan app. It shows the
          registration date, fuel and the validity of insurance, PUC and fitness, and on most records whether a lender is
          recorded against the car. Every detail should match the seller's RC.
        </p>
        <p>
          <SmartLink href={PARIVAHAN}>Parivahan vehicle services</SmartLink>
        </p>
      </ContentSection>
      <ContentSection heading="Number of owners" id="history-owners">
        <p>
          The owner serial number on the RC tells you how many people have owned the car. More owners usually means a lower
          price and a patchier service record; ask why each one sold.
        </p>
      </ContentSection>
      <ContentSection heading="Accidents and insurance claims" id="history-accidents">
        <p>
          Ask to see past insurance policies: a No Claim Bonus that resets to zero means a claim was made that year. Ask the
          seller what was repaired and where, then look for repainted panels and uneven gaps during the inspection.
        </p>
      </ContentSection>
      <ContentSection heading="Service records and odometer" id="history-service">
        <p>
          Service invoices from authorised workshops show the kilometres at each visit. The readings should rise steadily
          and end below what the odometer shows now. Gaps of years, or a reading lower than an older invoice, are warnings.
        </p>
      </ContentSection>
      <ContentSection heading="Loans and challans" id="history-loans">
        <p>
          If the RC says the car is hypothecated, the seller's loan must be closed with the bank's NOC and Form 35 before the
          sale. Unpaid traffic challans stay with the car: check them on Parivahan's e-challan service.
        </p>
      </ContentSection>
      <Checklist
        label="History checklist"
        items={[
          "RC details match the VAHAN record",
          "Owner count and reasons for each sale",
          "Insurance history and No Claim Bonus",
          "Service invoices with rising kilometres",
          "No hypothecation, or the bank's NOC and Form 35",
          "No pending challans",
        ]}
      />
      <ContentSection heading="Keep reading" id="history-guides">
        <ul className="list-disc space-y-1 pl-5">
          <li>
            <SmartLink href="/guides/documents-check">Checking a used car's documents</SmartLink>
          </li>
          <li>
            <SmartLink href="/guides/used-car-inspection">Inspecting a used car</SmartLink>
          </li>
          <li>
            <SmartLink href="/guides/car-insurance">Car insurance and No Claim Bonus</SmartLink>
          </li>
        </ul>
        <ButtonLink to="/used-cars">Browse used cars</ButtonLink>
      </ContentSection>
    </ContentPage>
  );
}

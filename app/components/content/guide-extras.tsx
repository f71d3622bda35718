/**
 * Sections a guide shows beyond its text in app/lib/guides.ts, keyed by slug: live pieces
 * (the fair-price accuracy table, the deal levels) that plain paragraphs cannot hold.
 */
import type { ReactNode } from "react";
import { DealLevels } from "~/components/pricing/deal-levels";
import { ContentSection } from "./content-page";
import { FairPriceAccuracy } from "./fair-price-accuracy";

const EXTRAS: Record<string, () => ReactNode> = {
  "pricing-guide": () => (
    <>
      <ContentSection heading="How we rate a deal" id="how-we-rate">
        <DealLevels />
      </ContentSection>
      <ContentSection heading="How accurate our fair prices are" id="fair-price-accuracy">
        <FairPriceAccuracy />
      </ContentSection>
    </>
  ),
};

export function GuideExtras({ slug }: { slug: string }) {
  const Extra = EXTRAS[slug];
  return Extra ? <Extra /> : null;
}

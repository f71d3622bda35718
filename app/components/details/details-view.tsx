import { HydrateLater } from "~/components/layout/hydrate-later";
import { loadedLater } from "~/components/layout/loaded-later";
import type { DetailsViewData } from "~/lib/details-page";
import { DetailsHeader } from "./details-header";
import { EnquiryForm } from "./enquiry-form";
import { FairPriceBox } from "./fair-price-box";
import { Gallery } from "./gallery";
import { HistoryCard } from "./history-card";
import { OnRoadPanel } from "./on-road-panel";
import { OtherPlatforms } from "./other-platforms";
import { Overview } from "./overview";
import { PricePanel } from "./price-panel";
import { SellerCard } from "./seller-card";
import { Specifications } from "./specifications";
import { StandardEquipment } from "./standard-equipment";
import { StructuredData, carStructuredData, detailsBreadcrumbs } from "./structured-data";
import { WhyBuy } from "./why-buy";

// Code the browser fetches when its part hydrates, not before the page is interactive
// (loaded-later.tsx). The seller's own panel (3 KB gzip, its My Listings actions) loads for
// the seller alone.
const OwnerPanel = loadedLater(() => import("./owner-panel").then((m) => m.OwnerPanel));
const LoanCalculator = loadedLater(() => import("./loan-calculator").then((m) => m.LoanCalculator));
const PriceHistory = loadedLater(() => import("./price-history").then((m) => m.PriceHistory));
const Recommendations = loadedLater(() => import("./recommendations").then((m) => m.Recommendations));
// The server renders them at once: this module is ready only once their code is.
if (import.meta.env.SSR) await Promise.all([OwnerPanel, LoanCalculator, PriceHistory, Recommendations].map((part) => part.preload()));

/**
 * The car details page. On phones the blocks stack in reading order (photos, price and
 * actions, then the facts); from 1024 px the price, actions and seller sit in a right column.
 */
export function DetailsView({ page, actionData }: { page: DetailsViewData; actionData: unknown }) {
  const { vehicle } = page;
  const carName = `${vehicle.year} ${vehicle.title}`;
  const imageUrl = vehicle.images[0] ? new URL(vehicle.images[0], page.pageUrl).toString() : undefined;
  return (
    <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
      <StructuredData data={carStructuredData(vehicle, page.pageUrl, imageUrl)} />
      <StructuredData data={detailsBreadcrumbs(vehicle, page.pageUrl)} />
      <DetailsHeader vehicle={vehicle} verifiedSeller={page.verifiedSeller} />
      <div className="mt-5 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="lg:col-start-1">
          <Gallery images={vehicle.images} alt={`${vehicle.exteriorColor ?? ""} ${carName}`.trim()} />
        </div>
        {/* A used car's column also holds the fair-price box, taller than a laptop screen: kept
            sticky, the seller card under it could not be reached until the end of the page. */}
        <HydrateLater
          as="aside"
          load={page.ownListing ? OwnerPanel.preload : undefined}
          aria-label="Price and seller"
          className={`space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1 ${vehicle.isNew ? "lg:sticky lg:top-28" : ""}`}
        >
          {page.ownListing ? (
            <OwnerPanel listing={page.ownListing} />
          ) : (
            <PricePanel
              vehicle={vehicle}
              pageUrl={page.pageUrl}
              signedIn={page.signedIn}
              buyer={page.buyer}
              priceAlertSet={page.priceAlertSet}
              actionData={actionData}
            />
          )}
          {page.onRoad && <OnRoadPanel onRoad={page.onRoad} carName={carName} />}
          {!vehicle.isNew && <FairPriceBox vehicle={vehicle} />}
          <SellerCard vehicle={vehicle} verified={page.verifiedSeller} chat={page.sellerChat} signedIn={page.signedIn} />
        </HydrateLater>
        {/* Below the photos and price: hydrated after them, in tasks of their own (HydrateLater). */}
        <div className="space-y-6 lg:col-start-1">
          <HydrateLater className="space-y-6">
            <Overview vehicle={vehicle} />
            {vehicle.standardEquipment && <StandardEquipment equipment={vehicle.standardEquipment} />}
            {vehicle.specs && <Specifications specs={vehicle.specs} />}
          </HydrateLater>
          <HydrateLater className="space-y-6" load={PriceHistory.preload}>
            <HistoryCard vehicle={vehicle} />
            <PriceHistory history={vehicle.priceHistory} daysOnMarket={vehicle.daysOnMarket} />
            <OtherPlatforms vehicle={vehicle} />
          </HydrateLater>
          <HydrateLater className="space-y-6" load={LoanCalculator.preload}>
            <LoanCalculator key={`calculator-${vehicle.id}`} price={vehicle.price} />
            {page.ownListing ? null : <EnquiryForm key={`enquiry-${vehicle.id}`} carName={carName} buyer={page.buyer} actionData={actionData} />}
            <WhyBuy />
          </HydrateLater>
        </div>
      </div>
      <HydrateLater className="mt-12" load={Recommendations.preload}>
        <Recommendations key={vehicle.id} similar={page.similar} upgrade={page.upgrade} />
      </HydrateLater>
    </main>
  );
}

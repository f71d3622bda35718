import { sourceLabel } from "~/lib/vehicle-vocabulary";
import { BadgeCheck, Building2, User } from "lucide-react";
import type { SellerChat } from "~/lib/details-page";
import { partnerPageUrl, type VehicleDetail } from "~/lib/vehicle";
import { ChatWithSeller } from "./chat-with-seller";
import { ExternalPageLink } from "./other-platforms";
import { SectionCard } from "./section-card";

const SELLER_TYPE_LABELS: Record<string, string> = {
  individual: "Individual seller",
  dealer: "Dealer",
  trustmark_dealer: "Trustmark (certified) dealer",
};

/** Who sells the car, from the listing itself: no invented response rate or 'seller since'. */
export function SellerCard({ vehicle, verified, chat, signedIn }: { vehicle: VehicleDetail; verified: boolean; chat: SellerChat; signedIn: boolean }) {
  const isDealer = vehicle.sellerType !== undefined && vehicle.sellerType !== "individual";
  const Icon = isDealer ? Building2 : User;
  const rows: [string, string][] = [
    ["Seller type", SELLER_TYPE_LABELS[vehicle.sellerType ?? ""] ?? "N/A"],
    ["City", vehicle.city],
    ["Listed on", sourceLabel(vehicle.source)],
  ];
  return (
    <SectionCard id="seller" title="Seller information">
      <p className="flex items-center gap-2 font-semibold text-slate-900">
        <Icon aria-hidden="true" className="size-5 text-slate-600" />
        {vehicle.dealer ?? "Individual seller"}
      </p>
      <p className={`mt-1 flex items-center gap-1 text-sm ${verified ? "text-emerald-800" : "text-slate-600"}`}>
        {verified ? (
          <>
            <BadgeCheck aria-hidden="true" className="size-4" /> Verified Seller: identity checked by CarSaathi
          </>
        ) : (
          "Not verified by CarSaathi"
        )}
      </p>
      <dl className="mt-3 space-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {partnerPageUrl(vehicle.sourceUrl) && (
        <p className="mt-2 text-sm">
          <ExternalPageLink href={partnerPageUrl(vehicle.sourceUrl)!}>See this car on {sourceLabel(vehicle.source)}</ExternalPageLink>
        </p>
      )}
      <ChatWithSeller listingId={Number(vehicle.id)} chat={chat} signedIn={signedIn} />
    </SectionCard>
  );
}

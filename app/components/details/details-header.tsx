import { BadgeCheck, MapPin } from "lucide-react";
import type { VehicleDetail } from "~/lib/vehicle";

interface DetailsHeaderProps {
  vehicle: VehicleDetail;
  verifiedSeller: boolean;
}

const badge = "rounded-md px-2 py-0.5 text-xs font-semibold";

/** Title and badges. Every badge follows a rule a buyer can check; none is decoration. */
export function DetailsHeader({ vehicle, verifiedSeller }: DetailsHeaderProps) {
  const isNew = vehicle.year >= new Date().getFullYear();
  return (
    <header>
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
        {vehicle.year} {vehicle.title}
      </h1>
      <p className="mt-1 flex items-center gap-1 text-slate-700">
        <MapPin aria-hidden="true" className="size-4" />
        {vehicle.location}
      </p>
      <ul aria-label="Badges" className="mt-2 flex flex-wrap gap-1.5">
        <li className={`${badge} bg-slate-200 text-slate-800`}>{vehicle.year}</li>
        {vehicle.bodyType && <li className={`${badge} bg-slate-200 text-slate-800`}>{vehicle.bodyType}</li>}
        {isNew && <li className={`${badge} bg-emerald-700 text-white`}>New</li>}
        {vehicle.isFeatured && (
          <li className={`${badge} bg-accent-700 text-white`} title="Offered by a Trustmark (certified) dealer and listed in the last 30 days">
            Featured<span className="sr-only">: Trustmark dealer, listed in the last 30 days</span>
          </li>
        )}
        {verifiedSeller && (
          <li className={`${badge} inline-flex items-center gap-1 bg-brand-700 text-white`}>
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            Verified Seller
          </li>
        )}
      </ul>
    </header>
  );
}

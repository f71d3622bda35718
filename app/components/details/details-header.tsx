import { BadgeCheck, MapPin } from "lucide-react";
import { badgeClass } from "~/components/ui/badge";
import type { VehicleDetail } from "~/lib/vehicle";

interface DetailsHeaderProps {
  vehicle: VehicleDetail;
  verifiedSeller: boolean;
}

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
        <li className={badgeClass()}>{vehicle.year}</li>
        {vehicle.bodyType && <li className={badgeClass()}>{vehicle.bodyType}</li>}
        {isNew && <li className={badgeClass("success")}>New</li>}
        {vehicle.isFeatured && (
          <li className={badgeClass("accent")} title="Offered by a Trustmark (certified) dealer and listed in the last 30 days">
            Featured<span className="sr-only">: Trustmark dealer, listed in the last 30 days</span>
          </li>
        )}
        {verifiedSeller && (
          <li className={badgeClass("brand", "inline-flex items-center gap-1")}>
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            Verified Seller
          </li>
        )}
      </ul>
    </header>
  );
}

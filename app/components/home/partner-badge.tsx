import { findPartner } from "~/lib/partners";

/** A partner's text wordmark on its brand colour (we hold no logo files). */
export function PartnerBadge({ source, size = "sm" }: { source: string; size?: "sm" | "lg" }) {
  const partner = findPartner(source);
  const sizing = size === "lg" ? "px-4 py-2 text-base" : "px-2 py-0.5 text-xs";
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-md font-bold tracking-tight text-white ${sizing}`}
      style={{ backgroundColor: partner.color }}
    >
      {partner.name}
    </span>
  );
}

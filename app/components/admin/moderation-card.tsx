/** One listing as an admin checks it: the photo, the facts a buyer will see, and what only admins see. */
import { DealBadge } from "~/components/pricing/deal-badge";
import { Badge } from "~/components/ui/badge";
import { formatInr, formatKm } from "~/lib/format-inr";
import type { ModerationItem } from "~/lib/admin/moderation";
import { formatWhen } from "./format-when";
import { ModerationActions } from "./moderation-actions";

const STATUS: Record<string, { label: string; tone: "success" | "danger" | "warning" | "neutral" }> = {
  pending: { label: "Pending", tone: "warning" },
  active: { label: "Approved", tone: "success" },
  rejected: { label: "Rejected", tone: "danger" },
  sold: { label: "Sold", tone: "neutral" },
};

export function ModerationCard({ item }: { item: ModerationItem }) {
  const status = STATUS[item.status] ?? { label: item.status, tone: "neutral" as const };
  return (
    <article aria-labelledby={`listing-${item.id}`} className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[12rem_minmax(0,1fr)]">
      {item.image ? <img src={item.image} alt={item.title} width={400} height={225} className="aspect-video w-full rounded-lg bg-slate-100 object-cover" /> : null}
      <div className="min-w-0 space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h2 id={`listing-${item.id}`} className="text-lg font-semibold text-slate-900">
              {item.title}
            </h2>
            <p className="text-slate-700">
              {item.year} · {formatKm(item.km)} · {item.fuelType} · {item.transmission} · {item.location}
            </p>
          </div>
          <Badge tone={status.tone}>{status.label}</Badge>
        </div>
        <PriceLine item={item} />
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <Fact term="Seller">
            {item.sellerName ?? "Unknown"} ({item.sellerType === "dealer" ? "Dealer" : "Private seller"})
            {item.sellerEmail ? <span className="block text-slate-600">{item.sellerEmail}</span> : null}
          </Fact>
          <Fact term="Submitted">{formatWhen(item.submittedAt)}</Fact>
          <Fact term="Registration number">{item.registrationNumber ?? "Not given"}</Fact>
          <Fact term="Also list on">{item.platforms.length ? item.platforms.join(", ") : "CarSaathi only"}</Fact>
          {item.moderatedAt ? (
            <Fact term="Decided">
              {formatWhen(item.moderatedAt)}
              {item.moderatorName ? ` by ${item.moderatorName}` : ""}
            </Fact>
          ) : null}
          {item.rejectionReason ? <Fact term="Reason given">{item.rejectionReason}</Fact> : null}
        </dl>
        {item.description ? <p className="whitespace-pre-line text-sm text-slate-800">{item.description}</p> : null}
        {item.features.length ? (
          <ul aria-label="Features" className="flex flex-wrap gap-1">
            {item.features.map((feature) => (
              <li key={feature} className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
                {feature}
              </li>
            ))}
          </ul>
        ) : null}
        {item.changes ? <ChangesTable changes={item.changes} /> : null}
        {item.status === "pending" ? <ModerationActions listingId={item.id} title={item.title} kind={item.changes ? "changes" : "listing"} /> : null}
      </div>
    </article>
  );
}

/** What the seller changed on a live listing: buyers see "Before" until the change is approved. */
function ChangesTable({ changes }: { changes: ModerationItem["changes"] & {} }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-1 text-left font-medium text-slate-900">Changes to the live listing</caption>
      <thead>
        <tr className="text-slate-600">
          <th scope="col" className="py-1 pr-3 font-medium">
            Field
          </th>
          <th scope="col" className="py-1 pr-3 font-medium">
            On sale now
          </th>
          <th scope="col" className="py-1 font-medium">
            Asked for
          </th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.label} className="border-t border-slate-100">
            <th scope="row" className="py-1 pr-3 font-medium text-slate-700">
              {change.label}
            </th>
            <td className="py-1 pr-3 text-slate-800">{change.before}</td>
            <td className="py-1 font-semibold text-slate-900">{change.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PriceLine({ item }: { item: ModerationItem }) {
  const { estimate, rating, reason } = item.deal;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="text-xl font-bold text-slate-900">{formatInr(item.price)}</span>
      {estimate ? (
        <span className="text-sm text-slate-700">
          Fair price {formatInr(estimate.low)} - {formatInr(estimate.high)}
        </span>
      ) : null}
      <DealBadge rating={rating} reason={reason} />
    </p>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

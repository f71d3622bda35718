/** The spec's Analytics item per listing: what each car drew in the period, and how it sold. */
import { Link } from "react-router";
import { formatListedDate } from "~/components/details/format-date";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { Table, Td, Th } from "~/components/ui/table";
import { formatInr } from "~/lib/format-inr";
import type { AnalyticsListing } from "~/lib/selling/seller-analytics";

const STATUS: Record<string, { label: string; tone: BadgeTone }> = {
  active: { label: "Active", tone: "success" },
  pending: { label: "Pending", tone: "warning" },
  sold: { label: "Sold", tone: "brand" },
  rejected: { label: "Rejected", tone: "danger" },
};

export function AnalyticsListingsTable({ listings, periodLabel }: { listings: AnalyticsListing[]; periodLabel: string }) {
  if (listings.length === 0) return <p className="text-slate-700">You have no listings yet.</p>;
  return (
    <Table caption="Your listings" captionHidden className="min-w-[56rem]">
      <thead className="border-b border-slate-200 bg-slate-50">
        <tr>
          <Th>Car</Th>
          <Th>Status</Th>
          <Th className="text-right">Price</Th>
          <Th className="text-right">Views ({periodLabel})</Th>
          <Th className="text-right">Inquiries ({periodLabel})</Th>
          <Th>Listed</Th>
          <Th>Sold</Th>
          <Th className="text-right">Sale price</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {listings.map((l) => {
          const status = STATUS[l.status] ?? { label: l.status, tone: "neutral" as const };
          return (
            <tr key={l.id}>
              <Td>
                <Link to={`/details/${l.id}`} className="font-medium text-brand-700 hover:underline">
                  {l.title}
                </Link>
              </Td>
              <Td>
                <Badge tone={status.tone}>{status.label}</Badge>
              </Td>
              <Td className="whitespace-nowrap text-right">{formatInr(l.price)}</Td>
              <Td className="text-right">{l.views}</Td>
              <Td className="text-right">{l.inquiries}</Td>
              <Td className="whitespace-nowrap">{formatListedDate(l.listingDate)}</Td>
              <Td className="whitespace-nowrap">{l.saleDate ? formatListedDate(l.saleDate) : "—"}</Td>
              <Td className="whitespace-nowrap text-right">{l.salePrice !== null ? formatInr(l.salePrice) : "—"}</Td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

/** The sell leads as a table; the phone is a tel: link so the team can call from a phone. */
import { Table, Td, Th } from "~/components/ui/table";
import type { AdminSellLead } from "~/lib/admin/sell-lead";
import { formatWhen } from "./format-when";
import { formatInr, formatKm } from "~/lib/format-inr";

export function LeadsTable({ leads }: { leads: AdminSellLead[] }) {
  return (
    <Table caption="Sell leads, newest first" captionHidden className="min-w-[56rem]">
      <thead className="border-b border-slate-200 bg-slate-50">
        <tr>
          <Th>Car</Th>
          <Th>City</Th>
          <Th>Phone</Th>
          <Th>Km</Th>
          <Th>Owners</Th>
          <Th>Quote</Th>
          <Th>Asked by</Th>
          <Th>Date</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {leads.map((lead) => (
          <tr key={lead.id}>
            <Td className="font-medium">
              {lead.year} {lead.car}
            </Td>
            <Td>{lead.city}</Td>
            <Td>
              <a href={`tel:+91${lead.phone}`} className="text-brand-800 underline">
                {lead.phone}
              </a>
            </Td>
            <Td>{lead.km === null ? "Not given" : formatKm(lead.km)}</Td>
            <Td>{lead.owners ?? "Not given"}</Td>
            <Td>{lead.quote ? `${formatInr(lead.quote.low)} - ${formatInr(lead.quote.high)}` : "no quote"}</Td>
            <Td>{lead.account ? <span title={lead.account.email}>{lead.account.name}</span> : "Guest"}</Td>
            <Td className="whitespace-nowrap">{formatWhen(lead.createdAt)}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

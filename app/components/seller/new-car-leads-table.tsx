/** A dealer's 'Get the best offer' leads; the phone is a tel: link only where the buyer shared it. */
import { formatWhen } from "~/components/admin/format-when";
import { Table, Td, Th } from "~/components/ui/table";
import type { DealerNewCarLead } from "~/lib/new-cars/new-car-lead";

export const PHONE_NOT_SHARED = "Not shared";

export function NewCarLeadsTable({ leads }: { leads: DealerNewCarLead[] }) {
  return (
    <Table caption="New-car leads, newest first" captionHidden className="min-w-[40rem]">
      <thead className="border-b border-slate-200 bg-slate-50">
        <tr>
          <Th>Car</Th>
          <Th>Variant</Th>
          <Th>Buyer</Th>
          <Th>Mobile</Th>
          <Th>City</Th>
          <Th>Date</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {leads.map((lead) => (
          <tr key={lead.id}>
            <Td className="font-medium">{lead.car}</Td>
            <Td>{lead.variant ?? "Any variant"}</Td>
            <Td>{lead.name}</Td>
            <Td>
              {lead.phone ? (
                <a href={`tel:+91${lead.phone}`} className="text-brand-800 underline">
                  {lead.phone}
                </a>
              ) : (
                <span className="text-slate-600">{PHONE_NOT_SHARED}</span>
              )}
            </Td>
            <Td>{lead.city}</Td>
            <Td className="whitespace-nowrap">{formatWhen(lead.createdAt)}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

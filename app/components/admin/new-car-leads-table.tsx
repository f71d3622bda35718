/**
 * New-car 'Get the best offer' leads for the admins: everything the buyer gave, whether they
 * let dealers see the phone, and the leads no dealer received marked, for the team to call or
 * email (as the buyer was told).
 */
import { Badge } from "~/components/ui/badge";
import { Table, Td, Th } from "~/components/ui/table";
import type { AdminNewCarLead } from "~/lib/new-cars/new-car-lead";
import { formatWhen } from "./format-when";

export function AdminNewCarLeadsTable({ leads }: { leads: AdminNewCarLead[] }) {
  return (
    <Table caption="New-car leads, newest first" captionHidden className="min-w-[60rem]">
      <thead className="border-b border-slate-200 bg-slate-50">
        <tr>
          <Th>Car</Th>
          <Th>City</Th>
          <Th>Buyer</Th>
          <Th>Mobile</Th>
          <Th>Email</Th>
          <Th>Dealers</Th>
          <Th>Date</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {leads.map((lead) => (
          <tr key={lead.id} className={lead.routed ? undefined : "bg-amber-50"}>
            <Td className="font-medium">
              {lead.car}
              <span className="block font-normal text-slate-700">{lead.variant ?? "Any variant"}</span>
            </Td>
            <Td>{lead.city}</Td>
            <Td>{lead.account ? <span title={lead.account.email}>{lead.name}</span> : `${lead.name} (guest)`}</Td>
            <Td>
              {lead.phone ? (
                <a href={`tel:+91${lead.phone}`} className="text-brand-800 underline">
                  {lead.phone}
                </a>
              ) : (
                "Erased"
              )}
              <span className="block text-slate-700">{lead.sharePhone ? "Shared with dealers" : "Not shared with dealers"}</span>
            </Td>
            <Td className="break-all">{lead.email ?? "Not given"}</Td>
            <Td>{lead.routed ? "Sent to dealers" : <Badge tone="warning">No dealer: follow up</Badge>}</Td>
            <Td className="whitespace-nowrap">{formatWhen(lead.createdAt)}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

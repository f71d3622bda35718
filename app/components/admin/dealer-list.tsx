/** The dealers, each with Edit (the profile form in a dialog) and Revoke (confirmed in a dialog). */
import { useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import type { DealerRow, MakeOption } from "~/lib/admin/dealer-form";
import { DealerProfileForm } from "./dealer-profile-form";
import { useActionToast } from "./use-action-toast";

const nameOf = (dealer: DealerRow) => dealer.profile?.businessName ?? dealer.name;

export function DealerList({ dealers, makes }: { dealers: DealerRow[]; makes: MakeOption[] }) {
  const makeName = new Map(makes.map((m) => [m.id, m.name]));
  if (dealers.length === 0) return <p className="mt-2 text-slate-700">No dealers yet.</p>;
  return (
    <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {dealers.map((dealer) => (
        <li key={dealer.userId} className="flex flex-wrap items-center justify-between gap-3 p-4">
          <div className="min-w-0">
            <p className="font-semibold text-slate-900">{nameOf(dealer)}</p>
            <p className="text-sm text-slate-700">
              {dealer.profile ? (
                <>
                  <span className="font-mono">{dealer.profile.gstin}</span> · {dealer.profile.city} · {makesSold(dealer.profile.makeIds, makeName)}
                </>
              ) : (
                "No business details yet"
              )}
            </p>
            <p className="break-all text-sm text-slate-600">
              {dealer.name} · {dealer.email}
            </p>
          </div>
          <div className="flex gap-2">
            <EditDealer dealer={dealer} makes={makes} />
            <RevokeDealer dealer={dealer} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function makesSold(ids: number[], makeName: Map<number, string>): string {
  return ids.length ? `Sells ${ids.map((id) => makeName.get(id) ?? "?").join(", ")}` : "No makes chosen (gets no new-car leads)";
}

function EditDealer({ dealer, makes }: { dealer: DealerRow; makes: MakeOption[] }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Edit dealer profile"
      description={`${nameOf(dealer)} (${dealer.email})`}
      trigger={
        <Button size="sm" variant="secondary">
          Edit<span className="sr-only"> {nameOf(dealer)}</span>
        </Button>
      }
    >
      <DealerProfileForm userId={dealer.userId} profile={dealer.profile} makes={makes} submitLabel="Save profile" onSaved={() => setOpen(false)} />
    </Dialog>
  );
}

function RevokeDealer({ dealer }: { dealer: DealerRow }) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher();
  useActionToast(fetcher, () => setOpen(false));
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Revoke dealer role"
      description={`${dealer.email} becomes a private seller; the business details are removed.`}
      trigger={
        <Button size="sm" variant="secondary">
          Revoke<span className="sr-only"> {nameOf(dealer)}</span>
        </Button>
      }
    >
      <fetcher.Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="revoke" />
        <input type="hidden" name="userId" value={dealer.userId} />
        <p className="text-slate-800">
          Revoke the dealer role of <strong>{nameOf(dealer)}</strong>?
        </p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="accent" disabled={fetcher.state !== "idle"}>
            Revoke dealer role
          </Button>
        </div>
      </fetcher.Form>
    </Dialog>
  );
}

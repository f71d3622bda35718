/** Approve and Reject for one pending listing, each confirmed in a dialog; the answer is a toast. */
import { useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Field, inputClass } from "~/components/ui/field";
import { useActionToast } from "./use-action-toast";

export function ModerationActions({ listingId, title }: { listingId: number; title: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <ApproveDialog listingId={listingId} title={title} />
      <RejectDialog listingId={listingId} title={title} />
    </div>
  );
}

function ApproveDialog({ listingId, title }: { listingId: number; title: string }) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher();
  useActionToast(fetcher, () => setOpen(false));
  const busy = fetcher.state !== "idle";
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Approve listing"
      description={`${title} goes on sale and the seller is emailed a link.`}
      trigger={<Button size="sm">Approve</Button>}
    >
      <fetcher.Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="approve" />
        <input type="hidden" name="listingId" value={listingId} />
        <p className="text-slate-800">
          Approve <strong>{title}</strong>? It becomes searchable within seconds.
        </p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? "Approving..." : "Approve and publish"}
          </Button>
        </div>
      </fetcher.Form>
    </Dialog>
  );
}

function RejectDialog({ listingId, title }: { listingId: number; title: string }) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher();
  const result = useActionToast(fetcher, () => setOpen(false));
  const busy = fetcher.state !== "idle";
  const id = `reason-${listingId}`;
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Reject listing"
      description={`The seller of ${title} is emailed this reason and can edit and resubmit.`}
      trigger={
        <Button size="sm" variant="secondary">
          Reject
        </Button>
      }
    >
      <fetcher.Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="reject" />
        <input type="hidden" name="listingId" value={listingId} />
        <Field id={id} label="Reason for the seller" hint="Say what to fix, e.g. 'The photos show a different car'." error={result?.errors?.reason}>
          {(aria) => <textarea {...aria} name="reason" required minLength={10} maxLength={500} rows={4} className={inputClass} />}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="accent" disabled={busy}>
            {busy ? "Rejecting..." : "Reject listing"}
          </Button>
        </div>
      </fetcher.Form>
    </Dialog>
  );
}

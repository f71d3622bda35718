/**
 * Approve and Reject for one pending listing or one change to a live listing, each confirmed in
 * a dialog; the answer is a toast.
 */
import { useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Field, inputClass } from "~/components/ui/field";
import { useActionToast } from "./use-action-toast";

type Kind = "listing" | "changes";
interface Target {
  listingId: number;
  title: string;
  kind: Kind;
}

const WORDS = {
  listing: {
    approveTitle: "Approve listing",
    approveWhat: (title: string) => `${title} goes on sale and the seller is emailed a link.`,
    approveAsk: "It becomes searchable within seconds.",
    approveLabel: "Approve and publish",
    rejectTitle: "Reject listing",
    rejectWhat: (title: string) => `The seller of ${title} is emailed this reason and can edit and resubmit.`,
    rejectLabel: "Reject listing",
  },
  changes: {
    approveTitle: "Approve changes",
    approveWhat: (title: string) => `Buyers see the changed ${title} and the seller is emailed.`,
    approveAsk: "The changes replace what buyers see now.",
    approveLabel: "Approve changes",
    rejectTitle: "Reject changes",
    rejectWhat: (title: string) => `The ${title} stays on sale as approved before; its seller is emailed this reason.`,
    rejectLabel: "Reject changes",
  },
} as const;

export function ModerationActions({ listingId, title, kind }: Target) {
  return (
    <div className="flex flex-wrap gap-2">
      <ApproveDialog listingId={listingId} title={title} kind={kind} />
      <RejectDialog listingId={listingId} title={title} kind={kind} />
    </div>
  );
}

function ApproveDialog({ listingId, title, kind }: Target) {
  const words = WORDS[kind];
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher();
  useActionToast(fetcher, () => setOpen(false));
  const busy = fetcher.state !== "idle";
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={words.approveTitle}
      description={words.approveWhat(title)}
      trigger={<Button size="sm">Approve</Button>}
    >
      <fetcher.Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value={kind === "changes" ? "approve-changes" : "approve"} />
        <input type="hidden" name="listingId" value={listingId} />
        <p className="text-slate-800">
          Approve <strong>{title}</strong>? {words.approveAsk}
        </p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? "Approving..." : words.approveLabel}
          </Button>
        </div>
      </fetcher.Form>
    </Dialog>
  );
}

function RejectDialog({ listingId, title, kind }: Target) {
  const words = WORDS[kind];
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher();
  const result = useActionToast(fetcher, () => setOpen(false));
  const busy = fetcher.state !== "idle";
  const id = `reason-${listingId}`;
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={words.rejectTitle}
      description={words.rejectWhat(title)}
      trigger={
        <Button size="sm" variant="secondary">
          Reject
        </Button>
      }
    >
      <fetcher.Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value={kind === "changes" ? "reject-changes" : "reject"} />
        <input type="hidden" name="listingId" value={listingId} />
        <Field id={id} label="Reason for the seller" hint="Say what to fix, e.g. 'The photos show a different car'." error={result?.errors?.reason}>
          {(aria) => <textarea {...aria} name="reason" required minLength={10} maxLength={500} rows={4} className={inputClass} />}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="accent" disabled={busy}>
            {busy ? "Rejecting..." : words.rejectLabel}
          </Button>
        </div>
      </fetcher.Form>
    </Dialog>
  );
}

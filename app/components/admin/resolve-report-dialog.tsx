/** Mark resolved for one chat report, with an optional note for colleagues; the answer is a toast. */
import { useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Field, inputClass } from "~/components/ui/field";
import { RESOLUTION_NOTE_MAX } from "~/lib/admin/conversation-report";
import { useActionToast } from "./use-action-toast";

export function ResolveReportDialog({ reportId, vehicleTitle }: { reportId: number; vehicleTitle: string }) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher();
  const result = useActionToast(fetcher, () => setOpen(false));
  const busy = fetcher.state !== "idle";
  const id = `note-${reportId}`;
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Mark report resolved"
      description={`The report about the chat on ${vehicleTitle} moves to Resolved. Neither user is told.`}
      trigger={
        <Button size="sm" variant="secondary">
          Mark resolved
        </Button>
      }
    >
      <fetcher.Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="resolve" />
        <input type="hidden" name="reportId" value={reportId} />
        <Field id={id} label="Note for other admins" optional hint="What you found or did, e.g. 'Warned the seller by email'." error={result?.errors?.note}>
          {(aria) => <textarea {...aria} name="note" maxLength={RESOLUTION_NOTE_MAX} rows={3} className={inputClass} />}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? "Saving..." : "Mark resolved"}
          </Button>
        </div>
      </fetcher.Form>
    </Dialog>
  );
}

/**
 * One row action of My Listings in a dialog: a small form posted with a fetcher to /seller
 * (the page revalidates, so the row updates), its field errors shown in place, a toast and the
 * dialog closed on success.
 */
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, type DialogProps } from "~/components/ui/dialog";
import { FormAlert } from "~/components/ui/field";
import { submitChecked } from "~/components/ui/submit-checked";
import { toast } from "~/components/ui/toast";
import type { FormErrors, ListingActionIntent, ListingActionResult } from "~/lib/selling/listing-actions";

interface ActionDialogProps {
  intent: ListingActionIntent;
  listingId: number;
  title: string;
  description: string;
  trigger: DialogProps["trigger"];
  submitLabel: string;
  danger?: boolean;
  /**
   * Fetches the browser's check of the form (it returns the errors, empty when fine), called
   * when the dialog opens: the check brings zod, which the page should not load for nothing.
   */
  loadCheck?: () => Promise<(form: FormData) => FormErrors>;
  children?: (errors: FormErrors) => ReactNode;
}

export function ActionDialog({ intent, listingId, title, description, trigger, submitLabel, danger, loadCheck, children }: ActionDialogProps) {
  const fetcher = useFetcher<ListingActionResult>({ key: `${intent}-${listingId}` });
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<FormErrors>({});
  const answer = fetcher.data;
  const formRef = useRef<HTMLFormElement>(null);
  // After the render that marks the fields: focused before it, the first refusal focused nothing.
  const focusFirstInvalid = () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus());

  // A new answer closes the dialog or shows its errors (state adjusted while rendering, not in an effect).
  const [seen, setSeen] = useState(answer);
  if (answer !== seen) {
    setSeen(answer);
    if (answer?.ok) setOpen(false);
    else if (answer) setErrors(answer.errors);
  }
  useEffect(() => {
    if (answer?.ok) toast.success(answer.message);
    else if (answer?.formError) toast.error(answer.formError);
    else if (answer) focusFirstInvalid();
  }, [answer]);

  const busy = fetcher.state !== "idle";
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setErrors({});
          void loadCheck?.();
        }
      }}
      title={title}
      trigger={trigger}
    >
      <fetcher.Form
        ref={formRef}
        method="post"
        action="/seller"
        noValidate
        onSubmit={(event) => {
          if (!loadCheck) return;
          // Already here unless the click beat the download; offline, the server's check is the one.
          void submitChecked<FormErrors>(event, {
            loadCheck: () =>
              loadCheck().then((check) => (form) => {
                const found = check(new FormData(form));
                return Object.keys(found).length ? { ok: false as const, errors: found } : { ok: true as const };
              }),
            send: (form) => {
              setErrors({});
              void fetcher.submit(form);
            },
            invalid: (found) => {
              setErrors(found);
              focusFirstInvalid();
            },
          });
        }}
        className="space-y-4"
      >
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="listingId" value={listingId} />
        <p className="text-slate-700">{description}</p>
        <FormAlert message={answer && !answer.ok ? (answer.formError ?? undefined) : undefined} />
        {children?.(errors)}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy} className={danger ? "bg-red-700 hover:bg-red-800" : undefined}>
            {busy ? "Please wait..." : submitLabel}
          </Button>
        </div>
      </fetcher.Form>
    </Dialog>
  );
}

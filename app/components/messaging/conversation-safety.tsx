/**
 * Beside a conversation: the other side's contact details (only what they chose to share),
 * the choice of what to share of one's own, and Block and Report. Every control is a small
 * form posted with a fetcher to the conversation's own action.
 */
import { Flag, Mail, Phone, ShieldBan } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { FormAlert } from "~/components/ui/field";
import { toast } from "~/components/ui/toast";
import type { ContactSharing, SharedContact } from "~/lib/messaging/conversation";
import { REPORT_REASON_MAX, type ConversationActionResult } from "~/lib/messaging/conversation-actions";

const checkboxClass = "size-5 rounded border-slate-400 text-brand-700";

function TheirContact({ name, theirs }: { name: string; theirs: SharedContact }) {
  if (!theirs.phone && !theirs.email) {
    return <p className="text-sm text-slate-700">{name} has not shared a phone number or email. Keep talking here until you both are ready to.</p>;
  }
  return (
    <ul className="space-y-1">
      {theirs.phone ? (
        <li>
          <a href={`tel:+91${theirs.phone}`} className="inline-flex min-h-11 items-center gap-2 font-medium text-brand-700 hover:underline">
            <Phone aria-hidden="true" className="size-4" /> {theirs.phone}
          </a>
        </li>
      ) : null}
      {theirs.email ? (
        <li>
          <a href={`mailto:${theirs.email}`} className="inline-flex min-h-11 items-center gap-2 break-all font-medium text-brand-700 hover:underline">
            <Mail aria-hidden="true" className="size-4" /> {theirs.email}
          </a>
        </li>
      ) : null}
    </ul>
  );
}

function ShareForm({ mine, hasPhone, otherName }: { mine: ContactSharing; hasPhone: boolean; otherName: string }) {
  const fetcher = useFetcher<ConversationActionResult>({ key: "contact" });
  useEffect(() => {
    if (fetcher.data?.intent === "contact" && fetcher.data.ok) toast.success("Your contact choices are saved");
  }, [fetcher.data]);
  return (
    <fetcher.Form method="post" className="mt-3 space-y-2">
      <input type="hidden" name="intent" value="contact" />
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">Show {otherName}</legend>
        <label className="mt-1 flex min-h-11 items-center gap-2 text-slate-800">
          <input type="checkbox" name="sharePhone" defaultChecked={mine.phone} disabled={!hasPhone} className={checkboxClass} />
          My phone number
        </label>
        {!hasPhone ? <p className="text-sm text-slate-600">Add a mobile number on your profile to share it.</p> : null}
        <label className="flex min-h-11 items-center gap-2 text-slate-800">
          <input type="checkbox" name="shareEmail" defaultChecked={mine.email} className={checkboxClass} />
          My email address
        </label>
      </fieldset>
      <Button type="submit" variant="secondary" size="sm" disabled={fetcher.state !== "idle"}>
        Save
      </Button>
    </fetcher.Form>
  );
}

function ReportDialog({ otherName }: { otherName: string }) {
  const fetcher = useFetcher<ConversationActionResult>({ key: "report" });
  const [open, setOpen] = useState(false);
  const answer = fetcher.data;
  const [seen, setSeen] = useState(answer);
  if (answer !== seen) {
    setSeen(answer);
    if (answer?.ok) setOpen(false);
  }
  useEffect(() => {
    if (answer?.ok) toast.success("Thank you. Our team will review this conversation.");
  }, [answer]);
  const error = answer && !answer.ok ? answer.error : undefined;
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={`Report ${otherName}`}
      trigger={
        <Button variant="secondary" size="sm" className="gap-2">
          <Flag aria-hidden="true" className="size-4" /> Report
        </Button>
      }
    >
      <fetcher.Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="report" />
        <p className="text-slate-700">Tell us what happened. Our team reads the conversation and acts on it; {otherName} is not told who reported.</p>
        <FormAlert message={error} />
        <label htmlFor="report-reason" className="block font-medium text-slate-900">
          What went wrong?
        </label>
        <textarea
          id="report-reason"
          name="reason"
          rows={4}
          required
          maxLength={REPORT_REASON_MAX}
          defaultValue={answer && !answer.ok ? answer.values?.reason : undefined}
          className="w-full rounded-lg border border-slate-300 px-3 py-2 text-base"
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={fetcher.state !== "idle"}>
            Send report
          </Button>
        </div>
      </fetcher.Form>
    </Dialog>
  );
}

function BlockButton({ blockedByMe, blocked }: { blockedByMe: boolean; blocked: boolean }) {
  const fetcher = useFetcher<ConversationActionResult>({ key: "block" });
  if (blocked && !blockedByMe) return null;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={blockedByMe ? "unblock" : "block"} />
      <Button type="submit" variant="secondary" size="sm" className="gap-2" disabled={fetcher.state !== "idle"}>
        <ShieldBan aria-hidden="true" className="size-4" /> {blockedByMe ? "Unblock" : "Block"}
      </Button>
    </fetcher.Form>
  );
}

interface ConversationSafetyProps {
  otherName: string;
  contacts: { mine: ContactSharing; theirs: SharedContact };
  hasPhone: boolean;
  blocked: boolean;
  blockedByMe: boolean;
}

export function ConversationSafety({ otherName, contacts, hasPhone, blocked, blockedByMe }: ConversationSafetyProps) {
  return (
    <div className="space-y-4">
      <section aria-labelledby="contact-heading" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="contact-heading" className="font-semibold text-slate-900">
          Contact details
        </h2>
        <div className="mt-2">
          <TheirContact name={otherName} theirs={contacts.theirs} />
        </div>
        <ShareForm mine={contacts.mine} hasPhone={hasPhone} otherName={otherName} />
      </section>
      <section aria-labelledby="safety-heading" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="safety-heading" className="font-semibold text-slate-900">
          Stay safe
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          See the car and its papers before you pay anything. Do not pay a token or advance by UPI or a QR code to someone you have not met.
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <BlockButton blocked={blocked} blockedByMe={blockedByMe} />
          <ReportDialog otherName={otherName} />
        </div>
      </section>
    </div>
  );
}

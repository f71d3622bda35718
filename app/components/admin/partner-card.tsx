/**
 * One partner on /admin/partners: its key (prefix, or revoked), feed and last run, listings by
 * state, the rejected rows download, Rotate and Revoke (each confirmed), and the feed form.
 */
import { useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import type { PartnerRow } from "~/lib/partners/partner-admin";
import { PartnerFeedForm } from "./partner-feed-form";
import { PartnerNewKey } from "./partner-new-key";
import { useActionToast } from "./use-action-toast";

// A fixed zone, so the server's and the browser's text agree (no hydration mismatch).
const DATE_TIME = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });
const DATE = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });
const when = (iso: string) => DATE_TIME.format(new Date(iso));
const n = (value: number) => value.toLocaleString("en-IN");

export function PartnerCard({ partner }: { partner: PartnerRow }) {
  const { key, lastRun, listings } = partner;
  // Held here, not in the buttons' row, so the new key's box gets the card's full width.
  const rotate = useFetcher<{ ok: boolean; message: string; key?: string }>();
  const [showKey, setShowKey] = useState(false);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="break-words text-lg font-semibold text-slate-900">{partner.name}</h3>
          <p className="text-sm text-slate-700">Source on cards: {partner.source}</p>
        </div>
        <KeyActions partner={partner} rotate={rotate} onRotated={() => setShowKey(true)} />
      </div>
      {showKey && rotate.data?.ok && rotate.data.key ? (
        <div className="mt-3">
          <PartnerNewKey partnerKey={rotate.data.key} partnerName={partner.name} />
        </div>
      ) : null}
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-slate-900">API key</dt>
          <dd className="text-slate-800">
            {key.state === "active" ? (
              <>
                <span className="font-mono">{key.prefix}…</span> since {DATE.format(new Date(key.createdAt))}
              </>
            ) : key.state === "revoked" ? (
              <span className="font-semibold text-red-800">Revoked{key.prefix ? ` (was ${key.prefix}…)` : ""}</span>
            ) : (
              "No key yet"
            )}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-900">Listings</dt>
          <dd className="text-slate-800">
            {n(listings.live)} live · {n(listings.rejected)} rejected · {n(listings.removed)} removed · {n(listings.expired)} expired
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="font-medium text-slate-900">Feed</dt>
          <dd className="break-all text-slate-800">
            {partner.feed ? `${partner.feed.url} (${partner.feed.format.toUpperCase()}, every ${n(partner.feed.intervalMinutes)} min)` : "No feed: the partner pushes"}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="font-medium text-slate-900">Last run</dt>
          <dd className="text-slate-800">
            {lastRun ? (
              <>
                {lastRun.kind === "feed" ? "Feed fetch" : "Push"} {lastRun.status === "failed" ? <strong className="text-red-800">failed</strong> : lastRun.status} on{" "}
                {when(lastRun.finishedAt ?? lastRun.startedAt)}: {n(lastRun.created + lastRun.updated + lastRun.unchanged)} accepted
                ({n(lastRun.created)} new, {n(lastRun.updated)} updated), {n(lastRun.rejected)} rejected, {n(lastRun.removed)} removed
                {lastRun.error ? <span className="block break-words text-red-800">Reason: {lastRun.error}</span> : null}
              </>
            ) : (
              "Nothing received yet"
            )}
          </dd>
        </div>
      </dl>
      {lastRun && lastRun.rejected > 0 ? (
        <a href={`/admin/partners/${partner.id}/rejected.csv`} download className="mt-3 inline-flex min-h-11 items-center font-medium text-brand-800 underline">
          Download rejected rows<span className="sr-only"> of {partner.name}</span> (CSV)
        </a>
      ) : null}
      <details className="mt-3 border-t border-slate-200 pt-3">
        <summary className="min-h-11 cursor-pointer py-2 font-medium text-slate-900">
          Feed settings<span className="sr-only"> of {partner.name}</span>
        </summary>
        <PartnerFeedForm partnerId={partner.id} feed={partner.feed} />
      </details>
    </li>
  );
}

function KeyActions({ partner, rotate, onRotated }: { partner: PartnerRow; rotate: ReturnType<typeof useFetcher>; onRotated: () => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      <ConfirmKey
        partner={partner}
        fetcher={rotate}
        onDone={onRotated}
        intent="rotate"
        label={partner.key.state === "active" ? "Rotate key" : "Issue key"}
        title={partner.key.state === "active" ? "Rotate API key" : "Issue API key"}
        what={partner.key.state === "active" ? "A new key is made and the current one stops working at once; the partner must switch to the new key." : "A new key is made and shown once."}
      />
      {partner.key.state === "active" ? <RevokeKey partner={partner} /> : null}
    </div>
  );
}

function RevokeKey({ partner }: { partner: PartnerRow }) {
  const fetcher = useFetcher();
  return (
    <ConfirmKey
      partner={partner}
      fetcher={fetcher}
      intent="revoke"
      label="Revoke key"
      title="Revoke API key"
      what="Every call with the partner's key is refused from now on; its cars stay until they expire. You can issue a new key later."
      danger
    />
  );
}

interface ConfirmProps {
  partner: PartnerRow;
  fetcher: ReturnType<typeof useFetcher>;
  intent: "rotate" | "revoke";
  label: string;
  title: string;
  what: string;
  danger?: boolean;
  onDone?: () => void;
}

function ConfirmKey({ partner, fetcher, intent, label, title, what, danger, onDone }: ConfirmProps) {
  const [open, setOpen] = useState(false);
  useActionToast(fetcher, () => {
    setOpen(false);
    onDone?.();
  });
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={title}
      description={what}
      trigger={
        <Button size="sm" variant="secondary">
          {label}
          <span className="sr-only"> of {partner.name}</span>
        </Button>
      }
    >
      <fetcher.Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="partnerId" value={partner.id} />
        <input type="hidden" name="name" value={partner.name} />
        <p className="text-slate-800">
          {label} of <strong>{partner.name}</strong>?
        </p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" variant={danger ? "danger" : "primary"} disabled={fetcher.state !== "idle"}>
            {label}
          </Button>
        </div>
      </fetcher.Form>
    </Dialog>
  );
}

/**
 * A partner key, shown once right after it is made: we keep only its hash, so this box is the
 * only place it can be copied from. Marked as such in words, not only by colour.
 */
import { useState } from "react";
import { Button } from "~/components/ui/button";

export const KEY_SHOWN_ONCE = "Copy this key now: it will not be shown again. We keep only a fingerprint of it.";

export function PartnerNewKey({ partnerKey, partnerName }: { partnerKey: string; partnerName?: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(partnerKey);
      setCopied(true);
    } catch {
      // No clipboard permission: the key is selectable text, so copying by hand still works.
      setCopied(false);
    }
  };
  return (
    <div role="status" className="rounded-xl border-2 border-amber-500 bg-amber-50 p-4" data-testid="new-partner-key">
      <p className="font-semibold text-amber-950">New API key{partnerName ? ` for ${partnerName}` : ""}</p>
      <p className="mt-1 text-sm text-amber-950">{KEY_SHOWN_ONCE}</p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <code className="min-w-0 flex-1 select-all break-all rounded-lg border border-amber-300 bg-white px-3 py-2 font-mono text-sm text-slate-900">
          {partnerKey}
        </code>
        <Button size="sm" variant="secondary" onClick={copy}>
          {copied ? "Copied" : "Copy key"}
        </Button>
      </div>
    </div>
  );
}

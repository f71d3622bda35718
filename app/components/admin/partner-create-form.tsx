/** "Create partner": name and source; the answer carries the new key, shown once below the form. */
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { PARTNER_TEXT_MAX, PARTNER_TEXT_MIN } from "~/lib/partners/partner-admin";
import { PartnerNewKey } from "./partner-new-key";
import { useActionToast } from "./use-action-toast";

type Answer = { ok: boolean; message: string; errors?: Record<string, string>; key?: string; keyFor?: string };

export function PartnerCreateForm() {
  const fetcher = useFetcher<Answer>();
  const result = useActionToast(fetcher) as Answer | undefined;
  const busy = fetcher.state !== "idle";
  const form = useRef<HTMLFormElement>(null);
  // Created: empty fields for the next one (the key box below stays until the page reloads).
  useEffect(() => {
    if (result?.ok) form.current?.reset();
  }, [result]);
  return (
    <div className="space-y-4">
      <fetcher.Form ref={form} method="post" className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <input type="hidden" name="intent" value="create" />
        <Field id="partner-name" label="Name" hint="Who we deal with, e.g. 'Spinny Pvt Ltd'" error={result?.errors?.name}>
          {(aria) => <input {...aria} name="name" required minLength={PARTNER_TEXT_MIN} maxLength={PARTNER_TEXT_MAX} className={inputClass} />}
        </Field>
        <Field id="partner-source" label="Source" hint="The name shown on car cards, e.g. 'Spinny'" error={result?.errors?.source}>
          {(aria) => <input {...aria} name="source" required minLength={PARTNER_TEXT_MIN} maxLength={PARTNER_TEXT_MAX} className={inputClass} />}
        </Field>
        <Button type="submit" disabled={busy} className="sm:mt-7">
          {busy ? "Creating..." : "Create partner"}
        </Button>
      </fetcher.Form>
      {result?.ok && result.key ? <PartnerNewKey partnerKey={result.key} partnerName={result.keyFor} /> : null}
    </div>
  );
}

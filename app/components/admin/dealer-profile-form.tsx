/** Give an account the dealer role with its business, or edit a dealer's business (same form). */
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { BUSINESS_NAME_MAX, type DealerProfile } from "~/lib/admin/dealer-form";
import { useActionToast } from "./use-action-toast";

export function DealerProfileForm({ userId, profile, submitLabel, onSaved }: { userId: string; profile: DealerProfile | null; submitLabel: string; onSaved?: () => void }) {
  const fetcher = useFetcher();
  const result = useActionToast(fetcher, onSaved);
  const errors = result && !result.ok ? (result.errors ?? {}) : {};
  const busy = fetcher.state !== "idle";
  const id = (name: string) => `${name}-${userId}`;
  return (
    <fetcher.Form method="post" className="grid gap-4 sm:grid-cols-2" noValidate>
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="userId" value={userId} />
      <Field id={id("businessName")} label="Business name" error={errors.businessName}>
        {(aria) => <input {...aria} name="businessName" defaultValue={profile?.businessName} maxLength={BUSINESS_NAME_MAX} className={inputClass} />}
      </Field>
      <Field id={id("gstin")} label="GSTIN" hint="15 characters, e.g. 27AAPFU0939F1ZV" error={errors.gstin}>
        {(aria) => <input {...aria} name="gstin" defaultValue={profile?.gstin} maxLength={20} autoCapitalize="characters" spellCheck={false} className={`${inputClass} font-mono uppercase`} />}
      </Field>
      <Field id={id("address")} label="Address" error={errors.address}>
        {(aria) => <input {...aria} name="address" defaultValue={profile?.address} autoComplete="street-address" className={inputClass} />}
      </Field>
      <Field id={id("city")} label="City" error={errors.city}>
        {(aria) => <input {...aria} name="city" defaultValue={profile?.city} autoComplete="address-level2" className={inputClass} />}
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : submitLabel}
        </Button>
      </div>
    </fetcher.Form>
  );
}

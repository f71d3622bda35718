/** Give an account the dealer role with its business, or edit a dealer's business (same form). */
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { BUSINESS_NAME_MAX, type DealerProfile, type MakeOption } from "~/lib/admin/dealer-form";
import { OFFER_CITIES } from "~/lib/new-cars/best-offer-texts";
import { useActionToast } from "./use-action-toast";

interface DealerProfileFormProps {
  userId: string;
  profile: DealerProfile | null;
  /** The catalogue makes: the dealer's new-car leads are those for the makes ticked, in their city. */
  makes: MakeOption[];
  submitLabel: string;
  onSaved?: () => void;
}

export function DealerProfileForm({ userId, profile, makes, submitLabel, onSaved }: DealerProfileFormProps) {
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
      <Field id={id("city")} label="City" hint="New-car leads come from the cities we list" error={errors.city}>
        {(aria) => <input {...aria} name="city" list={id("cities")} defaultValue={profile?.city} autoComplete="address-level2" className={inputClass} />}
      </Field>
      <datalist id={id("cities")}>
        {OFFER_CITIES.map((city) => (
          <option key={city} value={city} />
        ))}
      </datalist>
      <MakesSold id={id("makeIds")} makes={makes} chosen={profile?.makeIds ?? []} error={errors.makeIds} />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : submitLabel}
        </Button>
      </div>
    </fetcher.Form>
  );
}

/** Checkboxes for the makes the dealer sells new; none ticked means no new-car leads. */
function MakesSold({ id, makes, chosen, error }: { id: string; makes: MakeOption[]; chosen: number[]; error?: string }) {
  return (
    <fieldset className="sm:col-span-2" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="font-medium text-slate-800">Makes sold (new cars)</legend>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        The dealer sees &lsquo;Get the best offer&rsquo; requests for these makes in their city.
      </p>
      <div className="mt-2 grid max-h-56 grid-cols-2 gap-x-4 gap-y-1 overflow-y-auto rounded-lg border border-slate-300 p-3 sm:grid-cols-3">
        {makes.map((make) => (
          <label key={make.id} className="flex min-h-9 items-center gap-2 text-slate-800">
            <input type="checkbox" name="makeIds" value={make.id} defaultChecked={chosen.includes(make.id)} className="size-4" />
            {make.name}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

import { Bell, BellRing } from "lucide-react";
import { Link, useFetcher } from "react-router";
import { Field, inputClass } from "~/components/ui/field";
import { toast } from "~/components/ui/toast";
import { formatInr } from "~/lib/format-inr";
import { actionButtonClass } from "./share-button";
import { pickResult, useOnSuccess } from "./use-form-result";

interface PriceAlertButtonProps {
  listingId: string;
  price: number;
  signedIn: boolean;
  alertSet: boolean;
}

/**
 * 'Set Price Alert': stored for a signed-in buyer at today's price, with an optional target
 * (mail only at or below it; empty: any drop). A guest signs in first and comes back here.
 * The button shows the pending state at once (optimistic).
 */
export function PriceAlertButton({ listingId, price, signedIn, alertSet }: PriceAlertButtonProps) {
  const fetcher = useFetcher();
  const pendingIntent = fetcher.formData?.get("intent");
  const on = pendingIntent ? pendingIntent === "price-alert" : alertSet;
  const result = pickResult("price-alert", fetcher.data);
  useOnSuccess(result, () => toast.success(`Price alert set. You're watching this car at ${formatInr(price)}.`));
  const error = result && !result.ok ? result : undefined;
  // Removing can be refused too (too many changes): said under the button.
  const removal = pickResult("remove-price-alert", fetcher.data);
  const removeError = removal && !removal.ok && !pendingIntent ? removal.error : undefined;

  if (!signedIn) {
    return (
      <Link to={`/auth?redirectTo=${encodeURIComponent(`/details/${listingId}`)}`} className={actionButtonClass}>
        <Bell aria-hidden="true" className="size-4" />
        Set Price Alert
      </Link>
    );
  }
  return (
    <fetcher.Form method="post" className={on ? undefined : "flex w-full flex-wrap items-end gap-2"}>
      <input type="hidden" name="intent" value={on ? "remove-price-alert" : "price-alert"} />
      {!on && (
        <div className="w-52">
          <Field id="alert-target" label="Alert me at" optional hint="We email you; stop alert emails in Settings" error={error?.error}>
            {(aria) => (
              <input {...aria} name="targetPrice" inputMode="numeric" placeholder="Any drop" defaultValue={error?.value} className={`${inputClass} py-2`} />
            )}
          </Field>
        </div>
      )}
      <button type="submit" aria-pressed={on} className={`${actionButtonClass} ${on ? "border-brand-600 bg-brand-50 text-brand-900" : ""}`}>
        {on ? <BellRing aria-hidden="true" className="size-4" /> : <Bell aria-hidden="true" className="size-4" />}
        {on ? "Price alert on" : "Set Price Alert"}
      </button>
      {on && removeError && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {removeError}
        </p>
      )}
    </fetcher.Form>
  );
}

import { Field, inputClass } from "~/components/ui/field";

export type Frequency = "instant" | "daily";

export const FREQUENCY_CHOICES: { value: Frequency; label: string; hint: string }[] = [
  { value: "instant", label: "Instant", hint: "An email within a minute of a new match" },
  { value: "daily", label: "Daily", hint: "One email a day at 8:00 am, up to 10 cars" },
];

interface SaveSearchFieldsProps {
  /** Ids differ between the dialog and the page, which may both be in one document. */
  idPrefix: string;
  name: string;
  frequency: Frequency;
  nameError?: string;
}

/** The name and how often to email: the save dialog's and the /saved-searches/new page's fields. */
export function SaveSearchFields({ idPrefix, name, frequency, nameError }: SaveSearchFieldsProps) {
  return (
    <>
      <Field id={`${idPrefix}-name`} label="Name" hint="Suggested from your filters; change it if you like." error={nameError}>
        {(aria) => <input {...aria} name="name" defaultValue={name} maxLength={80} autoComplete="off" className={inputClass} />}
      </Field>
      <fieldset className="mt-4">
        <legend className="font-medium text-slate-800">Email me new matches</legend>
        <div className="mt-2 space-y-2">
          {FREQUENCY_CHOICES.map((choice) => (
            <label key={choice.value} className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
              <input type="radio" name="frequency" value={choice.value} defaultChecked={choice.value === frequency} className="mt-1 size-4 accent-brand-700" />
              <span>
                <span className="block font-semibold text-slate-900">{choice.label}</span>
                <span className="block text-sm text-slate-600">{choice.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}

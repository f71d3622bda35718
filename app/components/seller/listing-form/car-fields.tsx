/**
 * The car's facts in the listing form. Make and model are searchable text boxes (the browser's
 * list of suggestions from the catalogue; a model the catalogue lacks may be typed), and the
 * body type is pre-set from the chosen model. Selects and boxes stay the native controls.
 */
import { Field, inputClass } from "~/components/ui/field";
import { INDIAN_CITIES } from "~/lib/indian-cities";
import type { CatalogueChoices } from "~/lib/selling/catalogue-choices";
import { LISTING_OWNER_OPTIONS, LISTING_YEAR_MIN, type ListingErrors, type ListingInput } from "~/lib/selling/listing-form";
import { BODY_TYPES, FUEL_TYPES, TRANSMISSIONS } from "~/lib/vehicle-vocabulary";

interface CarFieldsProps {
  choices: CatalogueChoices;
  values: ListingInput;
  errors: ListingErrors;
  make: string;
  model: string;
  bodyType: string;
  onMake: (make: string) => void;
  onModel: (model: string) => void;
  onBodyType: (bodyType: string) => void;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function Select({ name, label, options, value, defaultValue, error, onChange }: {
  name: keyof ListingErrors;
  label: string;
  options: readonly { value: string; label: string }[];
  value?: string;
  defaultValue?: string;
  error?: string;
  onChange?: (value: string) => void;
}) {
  return (
    <Field id={`listing-${name}`} label={label} error={error}>
      {(aria) => (
        <select {...aria} name={name} value={value} defaultValue={defaultValue} onChange={onChange && ((e) => onChange(e.target.value))} className={inputClass}>
          <option value="">Choose...</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The site's body type of a catalogue model ("" when unknown): the form pre-sets it. */
export function bodyTypeOf(choices: CatalogueChoices, make: string, model: string): string {
  const body = choices.find((c) => same(c.make, make))?.models.find((m) => same(m.name, model))?.bodyType;
  return BODY_TYPES.find((b) => body && same(b, body)) ?? "";
}

const asOptions = (list: readonly string[]) => list.map((v) => ({ value: v, label: v }));

export function CarFields({ choices, values, errors, make, model, bodyType, onMake, onModel, onBodyType }: CarFieldsProps) {
  const chosenMake = choices.find((c) => same(c.make, make));
  const chosenModel = chosenMake?.models.find((m) => same(m.name, model));
  const currentYear = new Date().getFullYear();
  const years = Array.from({ length: currentYear - LISTING_YEAR_MIN + 1 }, (_, i) => String(currentYear - i));

  const pickModel = (next: string) => {
    onModel(next);
    const known = bodyTypeOf(choices, make, next);
    if (known) onBodyType(known);
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id="listing-make" label="Make" error={errors.make} hint="Start typing, then pick from the list">
        {(aria) => (
          <input {...aria} name="make" list="listing-make-options" autoComplete="off" value={make} onChange={(e) => onMake(e.target.value)} className={inputClass} />
        )}
      </Field>
      <datalist id="listing-make-options">
        {choices.map((c) => (
          <option key={c.make} value={c.make} />
        ))}
      </datalist>
      <Field id="listing-model" label="Model" error={errors.model} hint="Pick from the list, or type an older model">
        {(aria) => (
          <input {...aria} name="model" list="listing-model-options" autoComplete="off" value={model} onChange={(e) => pickModel(e.target.value)} className={inputClass} />
        )}
      </Field>
      <datalist id="listing-model-options">
        {chosenMake?.models.map((m) => (
          <option key={m.name} value={m.name} />
        ))}
      </datalist>
      <Field id="listing-variant" label="Variant" optional error={errors.variant}>
        {(aria) => <input {...aria} name="variant" list="listing-variant-options" autoComplete="off" defaultValue={values.variant} className={inputClass} />}
      </Field>
      <datalist id="listing-variant-options">
        {chosenModel?.variants.map((v) => (
          <option key={v} value={v} />
        ))}
      </datalist>
      <Select name="year" label="Year" options={asOptions(years)} defaultValue={values.year} error={errors.year} />
      <Field id="listing-km" label="Kilometres driven" error={errors.km}>
        {(aria) => <input {...aria} name="km" inputMode="numeric" placeholder="45000" defaultValue={values.km} className={inputClass} />}
      </Field>
      <Select name="fuelType" label="Fuel" options={asOptions(FUEL_TYPES)} defaultValue={values.fuelType} error={errors.fuelType} />
      <Select name="transmission" label="Transmission" options={asOptions(TRANSMISSIONS)} defaultValue={values.transmission} error={errors.transmission} />
      <Select name="bodyType" label="Body type" options={asOptions(BODY_TYPES)} value={bodyType} onChange={onBodyType} error={errors.bodyType} />
      <Select name="ownerCount" label="Owners" options={LISTING_OWNER_OPTIONS} defaultValue={values.ownerCount} error={errors.ownerCount} />
      <Field id="listing-city" label="City" error={errors.city}>
        {(aria) => <input {...aria} name="city" list="listing-city-options" autoComplete="address-level2" defaultValue={values.city} className={inputClass} />}
      </Field>
      <datalist id="listing-city-options">
        {INDIAN_CITIES.map((c) => (
          <option key={c.name} value={c.name} />
        ))}
      </datalist>
      <Field id="listing-registrationNumber" label="Registration number" optional hint="As on the RC; shown only to you and our team" error={errors.registrationNumber}>
        {(aria) => <input {...aria} name="registrationNumber" autoComplete="off" placeholder="MH 12 AB 1234" defaultValue={values.registrationNumber} className={inputClass} />}
      </Field>
    </div>
  );
}

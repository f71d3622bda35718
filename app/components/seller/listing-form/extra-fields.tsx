/** Features (common ones as tick boxes, plus the seller's own) and the partner platforms to list on. */
import { useState } from "react";
import { FieldError, inputClass } from "~/components/ui/field";
import { COMMON_FEATURES, FEATURE_MAX_CHARS } from "~/lib/selling/listing-form";
import { PARTNER_SOURCES } from "~/lib/vehicle-vocabulary";

const BOX = "flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 bg-white px-3";

function Tick({ id, name, value, defaultChecked }: { id?: string; name: string; value: string; defaultChecked: boolean }) {
  return (
    <label className={BOX}>
      <input id={id} type="checkbox" name={name} value={value} defaultChecked={defaultChecked} className="size-5 accent-brand-700" />
      <span>{value}</span>
    </label>
  );
}

export function FeatureFields({ initial, error }: { initial: readonly string[]; error?: string }) {
  const common = COMMON_FEATURES as readonly string[];
  const [own, setOwn] = useState(() => initial.filter((f) => !common.includes(f)));
  const [draft, setDraft] = useState("");
  const add = () => {
    const feature = draft.trim().slice(0, FEATURE_MAX_CHARS);
    if (feature && !own.includes(feature) && !common.includes(feature)) setOwn([...own, feature]);
    setDraft("");
  };
  return (
    <fieldset aria-describedby={error ? "listing-features-error" : undefined}>
      <legend className="font-medium text-slate-800">
        Features <span className="font-normal text-slate-600">(optional)</span>
      </legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {[...common, ...own].map((feature, i) => (
          <Tick key={feature} id={i === 0 ? "listing-features" : undefined} name="features" value={feature} defaultChecked={initial.includes(feature) || own.includes(feature)} />
        ))}
      </div>
      <div className="mt-3 flex gap-2">
        <label htmlFor="listing-feature-own" className="sr-only">
          Add your own feature
        </label>
        <input
          id="listing-feature-own"
          value={draft}
          maxLength={FEATURE_MAX_CHARS}
          placeholder="Add your own, like Dashcam"
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
          className={`${inputClass} mt-0 flex-1`}
        />
        <button type="button" onClick={add} className="min-h-11 rounded-lg border border-slate-300 bg-white px-4 font-medium text-slate-800 hover:bg-slate-50">
          Add
        </button>
      </div>
      {error ? <FieldError id="listing-features">{error}</FieldError> : null}
    </fieldset>
  );
}

export function PlatformFields({ initial, error }: { initial: readonly string[]; error?: string }) {
  return (
    <fieldset aria-describedby={error ? "listing-platforms-error" : undefined}>
      <legend className="font-medium text-slate-800">
        Also list on <span className="font-normal text-slate-600">(optional)</span>
      </legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-3">
        {PARTNER_SOURCES.map((source, i) => (
          <Tick key={source} id={i === 0 ? "listing-platforms" : undefined} name="platforms" value={source} defaultChecked={initial.includes(source)} />
        ))}
      </div>
      {error ? <FieldError id="listing-platforms">{error}</FieldError> : null}
    </fieldset>
  );
}

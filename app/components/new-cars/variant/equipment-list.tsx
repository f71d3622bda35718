/** The variant's standard equipment as the catalogue names it; says so when it lists none. */
export function EquipmentList({ features }: { features: string[] }) {
  return (
    <section aria-labelledby="equipment-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="equipment-heading" className="text-2xl font-bold text-slate-900">
        Standard equipment
      </h2>
      {features.length > 0 ? (
        <ul className="mt-3 grid gap-x-6 gap-y-1.5 text-slate-800 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((f) => (
            <li key={f} className="flex gap-2">
              <span aria-hidden="true" className="text-emerald-700">
                ✓
              </span>
              {f}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-slate-600">The catalogue lists no standard equipment for this variant.</p>
      )}
    </section>
  );
}

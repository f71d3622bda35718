/** A saved search's filters as chips (labels made on the server: saved-searches/search-chips.ts). */
export function SearchChips({ chips, className = "" }: { chips: string[]; className?: string }) {
  if (chips.length === 0) return <p className={`text-sm text-slate-600 ${className}`}>Every car on sale</p>;
  return (
    <ul aria-label="Filters" className={`flex flex-wrap gap-2 ${className}`}>
      {chips.map((chip) => (
        <li key={chip} className="rounded-full border border-brand-100 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700">
          {chip}
        </li>
      ))}
    </ul>
  );
}

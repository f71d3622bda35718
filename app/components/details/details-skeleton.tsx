/** Placeholder while another car's page loads in the browser (never on a first, server-rendered visit). */
export function DetailsSkeleton() {
  const bar = "animate-pulse rounded bg-slate-200";
  return (
    <main id="main" aria-busy="true" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
      <p className="sr-only" role="status">
        Loading car details…
      </p>
      <div className={`${bar} h-8 w-2/3`} />
      <div className={`${bar} mt-2 h-4 w-1/3`} />
      <div className="mt-5 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className={`${bar} aspect-video w-full rounded-xl`} />
        <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-5">
          <div className={`${bar} h-9 w-1/2`} />
          <div className={`${bar} h-4 w-3/4`} />
          <div className={`${bar} h-12 w-full`} />
        </div>
      </div>
    </main>
  );
}

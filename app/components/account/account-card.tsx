import type { ReactNode } from "react";

/** A page's card: a heading and the form under it, centred, as wide as a phone screen. */
export function AccountCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <main id="main" className="mx-auto w-full max-w-md flex-1 px-4 py-8 md:py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {intro ? <div className="mt-1 text-slate-600">{intro}</div> : null}
        <div className="mt-5">{children}</div>
      </div>
    </main>
  );
}

import type { ReactNode } from "react";

interface SectionCardProps {
  id: string;
  title: string;
  /** Shown at the right of the heading (a note or a count). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One block of the details page: a white card whose heading names the region for screen readers. */
export function SectionCard({ id, title, aside, className = "", children }: SectionCardProps) {
  return (
    <section aria-labelledby={`${id}-heading`} className={`scroll-mt-32 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 ${className}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-heading`} className="text-lg font-bold text-slate-900 sm:text-xl">
          {title}
        </h2>
        {aside}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

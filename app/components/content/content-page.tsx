import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";

interface ContentPageProps {
  title: string;
  intro?: ReactNode;
  /** Shown above the title, e.g. a link back to all guides. */
  eyebrow?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}

/** The frame every content page shares: one h1, a lead paragraph, readable line length. */
export function ContentPage({ title, intro, eyebrow, children, wide = false }: ContentPageProps) {
  return (
    <main id="main" className={`mx-auto w-full flex-1 px-4 py-8 sm:py-12 ${wide ? "max-w-5xl" : "max-w-3xl"}`}>
      {eyebrow ? <div className="mb-3 text-sm">{eyebrow}</div> : null}
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {intro ? <div className="mt-3 text-lg text-slate-600">{intro}</div> : null}
      <div className="mt-8 space-y-10">{children}</div>
    </main>
  );
}

export function ContentSection({ heading, id, children }: { heading: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold text-slate-900 sm:text-2xl">
        {heading}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

/** Internal paths go through the router; absolute URLs are external and open safely. */
export function SmartLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const cls = className ?? "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900";
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} rel="noopener noreferrer" target="_blank" className={cls}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link to={href} className={cls}>
      {children}
    </Link>
  );
}

export function Checklist({ items, label }: { items: string[]; label: string }) {
  return (
    <div className="rounded-xl border border-brand-100 bg-brand-50 p-4">
      <p className="font-semibold text-brand-900">{label}</p>
      <ul className="mt-2 space-y-1.5">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <span aria-hidden="true" className="mt-0.5 text-brand-700">
              ✓
            </span>
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ButtonLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClass({ variant: "strong", size: "none", className: "px-4 py-2.5" })}>
      {children}
    </Link>
  );
}

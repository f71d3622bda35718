/** Why: small labels (year, "New", "Featured", a listing's review status) share one shape and a few tones. */
import type { HTMLAttributes } from "react";

const TONES = {
  neutral: "bg-slate-200 text-slate-800",
  brand: "bg-brand-700 text-white",
  accent: "bg-accent-700 text-white",
  success: "bg-emerald-700 text-white",
  warning: "bg-amber-100 text-amber-900",
  danger: "bg-red-700 text-white",
} as const;

export type BadgeTone = keyof typeof TONES;

/** The class list of a badge, for elements that must stay what they are (an `li` in a list of badges). */
export function badgeClass(tone: BadgeTone = "neutral", className?: string): string {
  return ["rounded-md px-2 py-0.5 text-xs font-semibold", TONES[tone], className].filter(Boolean).join(" ");
}

export function Badge({ tone, className, ...props }: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return <span className={badgeClass(tone, className)} {...props} />;
}

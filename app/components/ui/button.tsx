/**
 * Why: the brand button look was hand-written in ~30 places; one definition keeps colours,
 * shape and sizes in step. `buttonClass` styles an anchor or router Link as a button without
 * changing its element; `Button` is the plain `<button>`. Focus rings come from app.css.
 */
import type { ButtonHTMLAttributes, Ref } from "react";

const VARIANTS = {
  primary: { rest: "bg-brand-700 text-white", hover: "hover:bg-brand-600" },
  /** Content and enquiry forms: darken on hover instead of lightening. */
  strong: { rest: "bg-brand-700 text-white", hover: "hover:bg-brand-900" },
  /** The listing filter pages' buttons, a shade lighter. */
  bright: { rest: "bg-brand-600 text-white", hover: "hover:bg-brand-700" },
  accent: { rest: "bg-accent-700 text-white", hover: "hover:bg-accent-800" },
  secondary: { rest: "border border-slate-300 bg-white text-slate-800", hover: "hover:bg-slate-50" },
  /** What cannot be undone (deleting the account). */
  danger: { rest: "bg-red-700 text-white", hover: "hover:bg-red-800" },
} as const;

const SIZES = {
  sm: "h-10 px-3 text-sm",
  md: "h-11 px-4",
  lg: "px-5 py-3",
  /** Padding only, for buttons in running content (empty states, error pages). */
  compact: "px-4 py-2",
  /** The caller sets height and padding in `className`. */
  none: "",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full-width block (`flex`) rather than `inline-flex`. */
  block?: boolean;
  /** False for a button with no hover shade (error fallbacks, dev tools). */
  hover?: boolean;
  /** Extra utilities (margins, gap, width, disabled look); must not repeat what variant and size set. */
  className?: string;
}

/** The class list for something that looks like a button. */
export function buttonClass({ variant = "primary", size = "md", block = false, hover = true, className }: ButtonStyle = {}): string {
  const { rest, hover: hoverClass } = VARIANTS[variant];
  return [block ? "flex" : "inline-flex", "items-center justify-center rounded-lg font-semibold", rest, hover ? hoverClass : "", SIZES[size], className]
    .filter(Boolean)
    .join(" ");
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyle & { ref?: Ref<HTMLButtonElement> };

/** A `<button>` in the brand style; `type` defaults to "button" so it never submits by accident. */
export function Button({ variant, size, block, hover, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, block, hover, className })} {...props} />;
}

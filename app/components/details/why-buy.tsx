import { BadgeIndianRupee, BookOpen, LineChart, Scale } from "lucide-react";
import { SectionCard } from "./section-card";

/** Four points, each true of how CarSaathi works today (see docs/decisions/003-honest-flags-and-prices.md). */
const POINTS = [
  { icon: Scale, title: "Prices compared across platforms", text: "When the same car is listed on several partner platforms, we show every price side by side." },
  { icon: LineChart, title: "Price history shown", text: "Every change to a listing's asking price is kept and shown, so you can see if it went up or down." },
  { icon: BookOpen, title: "Specifications from the maker", text: "Engine, dimensions, safety and comfort figures come from the maker's catalogue, never guessed." },
  { icon: BadgeIndianRupee, title: "No fees for buyers", text: "Searching, comparing and contacting sellers cost nothing, and we never add a fee to the listed price." },
] as const;

export function WhyBuy() {
  return (
    <SectionCard id="why-buy" title="Why Buy From Us?">
      <ul className="grid gap-4 sm:grid-cols-2">
        {POINTS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
            <div>
              <h3 className="font-semibold text-slate-900">{title}</h3>
              <p className="text-sm text-slate-600">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}

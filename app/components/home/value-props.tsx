import { BadgeIndianRupee, LineChart, Search, ShieldCheck } from "lucide-react";

/** Only promises the product keeps: each one is true of how listings are shown. */
const PROMISES = [
  {
    icon: Search,
    title: "Every partner in one search",
    text: "CarWale, Cars24, Spinny, OLX and more: one search covers all of them, and the same car on two platforms sits side by side.",
  },
  {
    icon: BadgeIndianRupee,
    title: "Prices straight from the partners",
    text: "The price you see is the price the platform lists, in rupees. We never add a fee or round it to look cheaper.",
  },
  {
    icon: LineChart,
    title: "Real price history",
    text: "Every price change a listing has had is kept, so you can see whether a price went up or came down.",
  },
  {
    icon: ShieldCheck,
    title: "No fake featured badges",
    text: "Nobody pays to rank higher. 'Featured' only marks a certified dealer's car listed in the last 30 days.",
  },
] as const;

export function ValueProps() {
  return (
    <section aria-labelledby="why-heading" className="mx-auto w-full max-w-7xl px-4 pt-12">
      <h2 id="why-heading" className="text-2xl font-bold text-slate-900">
        Why buyers use CarSaathi
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {PROMISES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <Icon aria-hidden="true" size={28} className="text-brand-700" />
            <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
            <p className="mt-1 text-sm text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

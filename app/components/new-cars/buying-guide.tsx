import { BookOpen, Calculator, Scale, ShieldCheck } from "lucide-react";
import { Link } from "react-router";

const GUIDES = [
  { to: "/guides/new-car-research", icon: BookOpen, title: "Researching a new car", text: "Shortlist by budget, body type and running costs." },
  { to: "/guides/car-comparison", icon: Scale, title: "Comparing cars", text: "Which specifications matter when two cars cost the same." },
  { to: "/guides/car-financing", icon: Calculator, title: "Car financing", text: "Down payment, loan term and interest explained." },
  { to: "/guides/car-insurance", icon: ShieldCheck, title: "Car insurance", text: "Third-party, comprehensive and the add-ons worth having." },
];

export function BuyingGuide() {
  return (
    <section aria-labelledby="guide-heading" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="guide-heading" className="text-2xl font-bold">
          New Car Buying Guide
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {GUIDES.map(({ to, icon: Icon, title, text }) => (
            <li key={to}>
              <Link to={to} className="flex h-full gap-3 rounded-xl border border-slate-200 p-5 hover:border-brand-600">
                <Icon className="size-6 shrink-0 text-brand-600" aria-hidden="true" />
                <span>
                  <span className="block font-semibold text-slate-900">{title}</span>
                  <span className="mt-1 block text-sm text-slate-600">{text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

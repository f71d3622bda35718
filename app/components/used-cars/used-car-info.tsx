import { BadgeCheck, History, Scale } from "lucide-react";
import { Link } from "react-router";
import { PARTNER_SOURCES } from "~/lib/vehicle-vocabulary";

const TIPS = [
  { to: "/guides/used-car-inspection", title: "Used car inspection", text: "What to check on the body, engine and tyres before you pay." },
  { to: "/guides/documents-check", title: "Documents check", text: "RC, insurance, PUC and service records you should see." },
  { to: "/guides/used-car-financing", title: "Used car financing", text: "How loans for pre-owned cars differ from new-car loans." },
  { to: "/guides/pricing-guide", title: "Pricing guide", text: "How age, kilometres and owners move a fair price." },
];

/** Buying tips and why the site is worth using, stated as what we actually do. */
export function UsedCarInfo() {
  const partners = PARTNER_SOURCES.slice(0, 6).join(", ");
  const reasons = [
    { icon: BadgeCheck, title: "Verified Listings", text: `Every car comes from a named partner platform (${partners} and more) or a seller on CarSaathi, and says where it is listed.` },
    { icon: History, title: "Complete History Reports", text: "We record each price a listing has had, so you can see whether a car got cheaper or dearer over time." },
    { icon: Scale, title: "Best Price Guarantee", text: "When the same car is listed on several platforms we show all its prices side by side, so you can pick the lowest." },
  ];
  return (
    <>
      <section aria-labelledby="tips-heading" className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="tips-heading" className="text-2xl font-bold">
          Used Car Buying Tips
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {TIPS.map((tip) => (
            <li key={tip.to}>
              <Link to={tip.to} className="block h-full rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-600">
                <span className="block font-semibold text-brand-700">{tip.title}</span>
                <span className="mt-1 block text-sm text-slate-600">{tip.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="why-heading" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-10">
          <h2 id="why-heading" className="text-2xl font-bold">
            Why Choose CarSaathi
          </h2>
          <ul className="mt-5 grid gap-6 md:grid-cols-3">
            {reasons.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <Icon className="size-8 shrink-0 text-brand-600" aria-hidden="true" />
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="mt-1 text-sm text-slate-600">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

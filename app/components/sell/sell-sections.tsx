import { BadgeIndianRupee, FileCheck, House, Zap } from "lucide-react";
import type { ReactNode } from "react";
import { Tabs } from "~/components/ui/tabs";

const STEPS = [
  { title: "Enter details", text: "Tell us the brand, model, year and city of your car and get an instant price range." },
  { title: "Book inspection", text: "Pick a time for a free inspection at your home or office." },
  { title: "Get offers", text: "Receive a final offer after the inspection and get paid when you accept." },
];

/** The spec's three steps, numbered so the order reads without the layout. */
export function SellSteps() {
  return (
    <ol className="grid gap-4 sm:grid-cols-3">
      {STEPS.map((step, i) => (
        <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-700">
            {i + 1}
          </span>
          <h2 className="mt-3 font-semibold text-slate-900">
            <span className="sr-only">Step {i + 1}: </span>
            {step.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

const BENEFITS = [
  { icon: BadgeIndianRupee, title: "Best price guarantee", text: "Offers are checked against what similar cars sell for, so you are not low-balled." },
  { icon: Zap, title: "Instant payment", text: "The money reaches your bank account when you hand over the car." },
  { icon: FileCheck, title: "Free RC transfer", text: "We handle the registration transfer paperwork at no cost to you." },
  { icon: House, title: "Home inspection", text: "An inspector comes to you; no driving across the city." },
];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function SellBenefits() {
  return (
    <Section id="benefits-heading" title="Why sell with CarSaathi">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <Icon aria-hidden="true" className="size-6 text-brand-700" />
            <h3 className="mt-2 font-semibold text-slate-900">{title}</h3>
            <p className="mt-1 text-sm text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const TESTIMONIALS = [
  {
    quote: "The instant range was close to the final offer, and they told me upfront that the scratched bumper would cost a little. No surprises at the inspection.",
    who: "Anita, Pune",
    car: "2018 Hyundai i20",
  },
  {
    quote: "The inspector came home on a Saturday morning, and the RC transfer papers were handled for me. I only had to sign.",
    who: "Rahul, Jaipur",
    car: "2016 Maruti Suzuki Swift",
  },
];

export function SellTestimonials() {
  return (
    <Section id="testimonials-heading" title="What sellers say">
      <p className="text-sm text-slate-600">Illustrative testimonials: written to show the experience we aim for, not quotes from real customers.</p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {TESTIMONIALS.map((t) => (
          <li key={t.who}>
            <figure className="h-full rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <blockquote className="text-slate-800">“{t.quote}”</blockquote>
              <figcaption className="mt-3 text-sm text-slate-600">
                <span className="font-semibold text-slate-900">{t.who}</span> · sold a {t.car} · Illustrative testimonial
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const PARTNER_TABS = [
  { value: "all", label: "All Partners", count: 6 },
  { value: "payment", label: "Instant Payment", count: 3 },
  { value: "inspection", label: "Home Inspection", count: 3 },
  { value: "rc", label: "Free RC Transfer", count: 3 },
];

function Placeholders({ count }: { count: number }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4 text-center">
          <p className="font-semibold text-slate-700">Work in Progress / Coming Soon</p>
          <p className="mt-1 text-sm text-slate-600">Content pending legal approval</p>
        </li>
      ))}
    </ul>
  );
}

/** Partner names wait for legal approval: the tabs hold only the spec's placeholders. */
export function SellPartners() {
  return (
    <Section id="partners-heading" title="Our Partner Companies">
      <Tabs
        label="Partner categories"
        listLayout="grid grid-cols-2 sm:inline-grid sm:grid-cols-4"
        items={PARTNER_TABS.map((tab) => ({ value: tab.value, label: tab.label, content: <Placeholders count={tab.count} /> }))}
      />
    </Section>
  );
}

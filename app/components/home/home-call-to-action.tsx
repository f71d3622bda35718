import { Link } from "react-router";
import { TRUSTED_DATA_PARTNERS } from "~/lib/partners";
import { PartnerBadge } from "./partner-badge";

export function HomeCallToAction() {
  return (
    <section aria-labelledby="cta-heading" className="mx-auto w-full max-w-7xl px-4 pt-12">
      <div className="rounded-2xl bg-gradient-to-br from-brand-900 to-brand-700 px-6 py-10 text-center text-white sm:px-12">
        <h2 id="cta-heading" className="text-2xl font-bold sm:text-3xl">
          Buying or selling, start here
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-brand-100">
          Compare used cars from every partner, or list yours and reach buyers across India.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/used-cars" className="rounded-lg bg-white px-6 py-3 font-semibold text-brand-900 hover:bg-brand-50">
            Browse Used Cars
          </Link>
          <Link
            to="/sell"
            className="rounded-lg border border-white px-6 py-3 font-semibold text-white hover:bg-white/10"
          >
            Sell Your Car
          </Link>
        </div>
      </div>
    </section>
  );
}

/** 'Trusted Data Partners': the six marketplaces of spec section 9, as text wordmarks. */
export function PartnerStrip() {
  return (
    <section aria-labelledby="partners-heading" className="mx-auto w-full max-w-7xl px-4 py-12">
      <h2 id="partners-heading" className="text-center text-sm font-semibold uppercase tracking-wide text-slate-600">
        Trusted Data Partners
      </h2>
      <ul className="mt-4 flex flex-wrap items-center justify-center gap-3">
        {TRUSTED_DATA_PARTNERS.map((partner) => (
          <li key={partner.id}>
            <PartnerBadge source={partner.name} size="lg" />
          </li>
        ))}
      </ul>
    </section>
  );
}

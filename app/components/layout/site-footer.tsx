import { PlainLink } from "~/components/navigation/site-navigation";
import { FOOTER_GROUPS } from "./site-links";
import { SocialLinks } from "./social-links";

export function SiteFooter() {
  return (
    <footer className="render-when-near mt-12 border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-10 lg:grid-cols-6">
        <div className="col-span-2">
          <PlainLink to="/" className="text-xl font-extrabold tracking-tight text-brand-700">
            Car<span className="text-accent-600">Saathi</span>
          </PlainLink>
          <p className="mt-3 max-w-sm text-sm text-slate-600">
            Prices are the asking prices sellers list on partner marketplaces such as CarWale, Cars24, Spinny and
            OLX, shown in Indian rupees. We do not set them; check the final price with the seller.
          </p>
          <SocialLinks className="mt-4 -ml-2" />
        </div>
        {FOOTER_GROUPS.map((group, i) => (
          <nav key={group.heading} aria-labelledby={`footer-group-${i}`}>
            <h2 id={`footer-group-${i}`} className="text-sm font-semibold text-slate-900">
              {group.heading}
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              {group.links.map((link) => (
                <li key={link.to}>
                  <PlainLink to={link.to} className="text-slate-600 hover:text-brand-700 hover:underline">
                    {link.label}
                  </PlainLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-100">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-slate-600">
          © {new Date().getFullYear()} CarSaathi
        </p>
      </div>
    </footer>
  );
}

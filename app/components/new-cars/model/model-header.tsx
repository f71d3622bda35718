import { Link } from "react-router";
import { CATALOGUE_PRICE_DATE, makeLandingPath, type ModelIdentity, type ModelSummary } from "~/lib/new-cars/model-page";

interface ModelHeaderProps {
  model: ModelIdentity;
  summary: ModelSummary;
  illustration: string;
}

/** The model's name, ex-showroom range (dated: the catalogue is not today's price list) and key facts. */
export function ModelHeader({ model, summary, illustration }: ModelHeaderProps) {
  const title = `${model.make.name} ${model.name}`;
  const facts: [string, string | null][] = [
    ["Body type", model.bodyType],
    ["Fuel", summary.fuels.join(", ") || null],
    ["Gearbox", summary.gearboxes.join(", ") || null],
    ["Seats", summary.seats],
    ["Mileage (ARAI)", summary.mileage],
    ["Range per charge", summary.range],
  ];
  return (
    <header className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:py-10 lg:grid-cols-[1fr_26rem] lg:items-center">
        <div className="min-w-0">
          <nav aria-label="Breadcrumb" className="text-sm text-brand-100">
            <ol className="flex flex-wrap gap-1">
              <li>
                <Link to="/" className="underline-offset-2 hover:underline">Home</Link> /
              </li>
              <li>
                <Link to="/new-cars" className="underline-offset-2 hover:underline">New Cars</Link> /
              </li>
              <li>
                <Link to={makeLandingPath(model.make.name)} className="underline-offset-2 hover:underline">
                  {model.make.name}
                </Link>{" "}
                /
              </li>
              <li aria-current="page">{model.name}</li>
            </ol>
          </nav>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
          {summary.priceRange ? (
            <p className="mt-3">
              <span className="text-2xl font-bold" data-testid="model-price-range">{summary.priceRange}</span>{" "}
              <span className="text-brand-100">ex-showroom prices as of {CATALOGUE_PRICE_DATE}</span>
            </p>
          ) : (
            <p className="mt-3 text-brand-100">The catalogue has no ex-showroom price for this model.</p>
          )}
          <p className="mt-1 text-sm text-brand-100">
            {summary.variantCount} {summary.variantCount === 1 ? "variant" : "variants"}. Prices are the catalogue&apos;s {CATALOGUE_PRICE_DATE} figures: check today&apos;s with a dealer.
          </p>
          <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3">
            {facts.filter(([, value]) => value).map(([label, value]) => (
              <div key={label} className="min-w-0">
                <dt className="text-brand-100">{label}</dt>
                <dd className="font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <img
          src={illustration}
          alt={`Illustration of a ${model.bodyType ?? "car"}: ${title}`}
          width={800}
          height={450}
          className="aspect-video w-full rounded-xl bg-white/10 object-cover shadow-lg"
        />
      </div>
    </header>
  );
}

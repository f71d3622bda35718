import { Link } from "react-router";
import type { ModelNotFoundData } from "~/lib/new-cars/model-page";

/** An unknown model: the make's models when we know the make, else the way back to /new-cars. */
export function ModelNotFound({ make, models }: Omit<ModelNotFoundData, "kind">) {
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-12 sm:py-16">
      <p className="text-sm font-semibold text-brand-700">Error 404</p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight">We don&apos;t have that model</h1>
      {make && models.length > 0 ? (
        <>
          <p className="mt-3 text-slate-600">The address may be mistyped. These are the {make.name} models in our catalogue:</p>
          <h2 className="mt-8 text-lg font-semibold">{make.name} models</h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2" data-testid="make-models">
            {models.map((m) => (
              <li key={m.path}>
                <Link to={m.path} className="block rounded-lg border border-slate-200 bg-white px-4 py-3 font-medium text-brand-700 hover:border-brand-600 hover:bg-brand-50">
                  {make.name} {m.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-3 text-slate-600">The address may be mistyped, or the make is not in our catalogue.</p>
      )}
      <Link to="/new-cars" className="mt-8 inline-block font-semibold text-brand-700 underline">
        Browse all new cars
      </Link>
    </main>
  );
}

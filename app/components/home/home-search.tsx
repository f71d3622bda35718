import { Search } from "lucide-react";
import type { FormEvent } from "react";
import { Form, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { INDIAN_CITIES } from "~/lib/indian-cities";
import { ALL_BRANDS_LABEL, HOME_SEARCH_BRANDS } from "./search-brands";

const FIELDS = ["q", "make", "city"] as const;
/** Spec section 9: success toasts last 2 s. */
const SUCCESS_TOAST_MS = 2000;

const fieldClass =
  "h-12 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

/**
 * Find Cars: a plain GET form to /search, so it works before (or without) JavaScript; once
 * hydrated it drops empty fields from the URL and confirms with the spec's toast.
 */
export function HomeSearch() {
  const navigate = useNavigate();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    for (const field of FIELDS) {
      const value = String(data.get(field) ?? "").trim();
      if (value) params.set(field, value);
    }
    toast.success("Searching for your perfect car!", { duration: SUCCESS_TOAST_MS });
    const query = params.toString();
    navigate(query ? `/search?${query}` : "/search");
  }

  return (
    <section aria-labelledby="find-heading" className="relative z-10 mx-auto -mt-10 w-full max-w-5xl px-4">
      <div className="rounded-2xl bg-white p-4 shadow-lg ring-1 ring-slate-200 sm:p-6">
        <h1 id="find-heading" className="text-xl font-bold text-slate-900 sm:text-2xl">
          Find your perfect car
        </h1>
        <p className="mt-1 text-sm text-slate-600">New and used cars from India&apos;s car marketplaces, compared in one place.</p>
        <Form
          action="/search"
          method="get"
          role="search"
          onSubmit={onSubmit}
          className="mt-4 grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
        >
          <label className="relative">
            <span className="sr-only">Search by model, feature, or keyword</span>
            <Search aria-hidden="true" size={18} className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-500" />
            <input
              type="search"
              name="q"
              maxLength={200}
              placeholder="Search by model, feature, or keyword..."
              className={`${fieldClass} pl-10`}
            />
          </label>
          <label>
            <span className="sr-only">Brand</span>
            <select name="make" defaultValue="" className={fieldClass}>
              <option value="">{ALL_BRANDS_LABEL}</option>
              {HOME_SEARCH_BRANDS.map((brand) => (
                <option key={brand} value={brand}>
                  {brand}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span className="sr-only">City</span>
            <input
              type="text"
              name="city"
              list="home-search-cities"
              autoComplete="address-level2"
              placeholder="City"
              maxLength={60}
              className={fieldClass}
            />
            <datalist id="home-search-cities">
              {INDIAN_CITIES.map((city) => (
                <option key={city.name} value={city.name} />
              ))}
            </datalist>
          </label>
          <Button type="submit" variant="accent" size="none" className="h-12 px-6">
            Find Cars
          </Button>
        </Form>
      </div>
    </section>
  );
}

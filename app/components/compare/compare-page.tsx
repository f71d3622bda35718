import { Car, RotateCcw, X } from "lucide-react";
import { useMemo, useState } from "react";
import { Link, useNavigate, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Tabs } from "~/components/ui/tabs";
import { toast } from "~/components/ui/toast";
import { ALREADY_IN_COMPARISON, checkAdd, COMPARE_LIMIT_MESSAGE, compareHref, compareSections, type ComparePageData, type CompareVehicle } from "~/lib/compare";
import { featureMatrix } from "~/lib/compare-features";
import type { Vehicle } from "~/lib/vehicle";
import { COMPARE_TOAST_ID as TOAST_ID } from "./compare-toggle";
import { FeaturesMatrix } from "./features-matrix";
import { OverviewCards } from "./overview-cards";
import { PricePanel } from "./price-panel";
import { SpecTable } from "./spec-table";
import { VehiclePicker } from "./vehicle-picker";
import { VisualComparison } from "./visual-comparison";

export function ComparePage({ data }: { data: ComparePageData }) {
  // The selection starts from the loader; removals and Reset edit it here and only rewrite
  // the URL (no reload). New loader data (a navigation, or adding a car) starts it afresh.
  const [state, setState] = useState({ source: data, cars: data.vehicles, sample: data.sample });
  if (state.source !== data) setState({ source: data, cars: data.vehicles, sample: data.sample });
  const { cars, sample } = state;
  const [highlight, setHighlight] = useState(true);
  const [tabValue, setTabValue] = useState("overview");
  const navigate = useNavigate();
  const navigation = useNavigation();
  const adding = navigation.state !== "idle" && navigation.location?.pathname === "/compare";
  const ids = cars.map((c) => c.vehicle.id);
  // Titles include the variant: two cars of one model must not look alike.
  const carNames = cars.map((c) => `${c.vehicle.year} ${c.vehicle.title}`);
  const sections = useMemo(() => compareSections(cars), [cars]);
  const features = useMemo(() => featureMatrix(cars.map((c) => ({ features: c.vehicle.features, specs: c.specs }))), [cars]);

  function writeUrl(next: string[]) {
    // In-page edits replace the entry (Back leaves the page) without asking the server again.
    window.history.replaceState(window.history.state, "", compareHref(next));
  }

  async function add(vehicle: Vehicle) {
    const check = checkAdd(ids, vehicle.id);
    if (check !== "ok") {
      toast.error(check === "full" ? COMPARE_LIMIT_MESSAGE : ALREADY_IN_COMPARISON, { id: TOAST_ID });
      return;
    }
    await navigate(compareHref([...ids, vehicle.id]), { replace: true, preventScrollReset: true });
    toast.success("Vehicle Added", { id: TOAST_ID, description: `${vehicle.year} ${vehicle.title}` });
  }

  function remove(car: CompareVehicle) {
    const next = cars.filter((c) => c !== car);
    setState((s) => ({ ...s, cars: next, sample: false }));
    writeUrl(next.map((c) => c.vehicle.id));
    toast.error("Vehicle Removed", { id: TOAST_ID, description: `${car.vehicle.year} ${car.vehicle.title}` });
  }

  function reset() {
    setState((s) => ({ ...s, cars: [], sample: false }));
    writeUrl([]);
  }

  const focusSearch = () => document.getElementById("compare-q")?.focus();

  return (
    <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Premium Car Comparison</h1>
      <p className="mt-1 text-slate-700">Compare up to 3 cars side by side</p>

      <div className="mt-5">
        <VehiclePicker brands={data.brands} ids={ids} busy={adding} onAdd={(v) => void add(v)} />
      </div>

      <div className="mt-4 flex flex-wrap items-center gap-3">
        <ul aria-label="Cars in the comparison" className="flex flex-wrap gap-2">
          {cars.map((car, i) => (
            <li key={car.vehicle.id} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm font-medium text-brand-900">
              {carNames[i]}
              <button type="button" onClick={() => remove(car)} aria-label={`Remove ${carNames[i]}`} className="rounded-full p-1 hover:bg-brand-100">
                <X aria-hidden="true" className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
        {adding && (
          <p role="status" className="text-sm text-slate-700">
            Adding car…
          </p>
        )}
        <div className="ml-auto flex items-center gap-4">
          <label className="flex items-center gap-2 text-sm font-medium">
            {/* A native switch: a button whose label names it (no switch library for one toggle). */}
            <button
              type="button"
              role="switch"
              aria-checked={highlight}
              onClick={() => setHighlight(!highlight)}
              className={`relative h-6 w-11 rounded-full transition ${highlight ? "bg-brand-700" : "bg-slate-400"}`}
            >
              <span className={`block h-5 w-5 rounded-full bg-white shadow transition ${highlight ? "translate-x-[1.375rem]" : "translate-x-0.5"}`} />
            </button>
            Highlight Differences
          </label>
          <button
            type="button"
            onClick={reset}
            disabled={cars.length === 0}
            className="inline-flex items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold hover:bg-slate-50 disabled:opacity-50"
          >
            <RotateCcw aria-hidden="true" className="h-4 w-4" />
            Reset Comparison
          </button>
        </div>
      </div>

      {sample && (
        <p className="mt-4 rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900">
          <strong>Sample comparison:</strong> the newest Hyundai Creta and Kia Seltos on sale. Search above or use Compare on any listing to build your own.
        </p>
      )}

      {cars.length === 0 ? (
        <EmptyCompare />
      ) : (
        <Tabs
          label="Comparison views"
          value={tabValue}
          onValueChange={setTabValue}
          className="mt-6"
          busy={adding}
          items={[
            { value: "overview", label: "Overview", content: <OverviewCards cars={cars} onAddClick={focusSearch} /> },
            { value: "specs", label: "Specs", content: <SpecTable sections={sections} carNames={carNames} highlight={highlight} /> },
            {
              value: "features",
              label: "Features",
              content: <FeaturesMatrix groups={features} carNames={carNames} highlight={highlight} />,
              triggerClassName: "hidden md:inline-block",
            },
            { value: "price", label: "Price", content: <PricePanel cars={cars} /> },
          ]}
        />
      )}

      {cars.length >= 2 && <VisualComparison cars={cars} />}
    </main>
  );
}

function EmptyCompare() {
  return (
    <section className="mt-10 flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center">
      <Car aria-hidden="true" className="h-12 w-12 text-slate-400" />
      <h2 className="mt-3 text-xl font-bold">No Cars to Compare</h2>
      <p className="mt-1 text-slate-700">Add up to 3 cars with the search above, or pick them from the listings.</p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <Link to="/car-listings" className={buttonClass({ size: "compact" })}>
          Browse Car Listings
        </Link>
        <Link to="/" className="rounded-lg border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50">
          Back to Home
        </Link>
      </div>
    </section>
  );
}

import { Form, useLocation, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { cityCookie } from "~/lib/on-road/city-cookie";
import { findOnRoadCity, ON_ROAD_CITIES, type OnRoadCity } from "~/lib/on-road/cities";

function rememberCity(city: OnRoadCity) {
  document.cookie = cityCookie(city);
}

/**
 * Picks the city on-road prices are for and remembers it site-wide (a cookie: the server then
 * renders that city's prices). Without JavaScript it submits `?city=` and the server sets the cookie.
 */
export function CityPicker({ city, id = "on-road-city" }: { city: OnRoadCity | null; id?: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  params.delete("city");
  params.delete("page");
  const choose = (value: string) => {
    const chosen = findOnRoadCity(value);
    if (!chosen) return;
    rememberCity(chosen);
    // Same page again without `?city=`, so its loaders price the cars for the cookie's city.
    const search = params.toString();
    void navigate(`${location.pathname}${search ? `?${search}` : ""}`, { replace: true, preventScrollReset: true });
  };
  return (
    <Form method="get" className="flex flex-wrap items-end gap-2">
      {[...params.entries()].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="min-w-48 flex-1 sm:flex-none">
        <Field id={id} label="Your city for on-road prices">
          {(aria) => (
            <select {...aria} key={city ?? "none"} name="city" defaultValue={city ?? ""} onChange={(e) => choose(e.target.value)} className={inputClass}>
              {!city && <option value="">Choose a city</option>}
              {ON_ROAD_CITIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <noscript>
        <Button type="submit" size="sm">
          Show prices
        </Button>
      </noscript>
    </Form>
  );
}

import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("home", "routes/home.tsx", { id: "home-alias" }),
  route("api/vehicles", "routes/api/vehicles.ts"),
  route("api/vehicles/search", "routes/api/vehicles-search.ts"),
  route("api/vehicles/makes", "routes/api/vehicles-makes.ts"),
  route("api/vehicles/:id", "routes/api/vehicle.ts"),
  route("api/suggestions", "routes/api/suggestions.ts"),
  route("api/recommendations/similar/:vehicleId", "routes/api/recommendations-similar.ts"),
  route("api/recommendations/upgrade/:vehicleId", "routes/api/recommendations-upgrade.ts"),
  route("api/recommendations/track", "routes/api/recommendations-track.ts"),
  route("api/*", "routes/api/not-found.ts"),
  route("images/cars/:id/:file", "routes/images/car-image.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

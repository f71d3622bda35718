import { useRouteLoaderData } from "react-router";

/** The public origin the root loader sends (root.server.ts), for absolute URLs in JSON-LD. */
export function useSiteOrigin(): string | undefined {
  const root = useRouteLoaderData("root") as { origin?: string } | undefined;
  return root?.origin;
}

import { useRouteLoaderData } from "react-router";

/** The root loader's account data, readable from any component without prop drilling. */
export interface AccountData {
  user: { id: string; name: string; email: string; phone: string | null; role: "user" | "dealer" | "admin" } | null;
  savedIds: number[];
}

export function useAccount(): AccountData {
  const data = useRouteLoaderData("root") as AccountData | undefined;
  return { user: data?.user ?? null, savedIds: data?.savedIds ?? [] };
}

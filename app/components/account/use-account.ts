import { createContext, useContext } from "react";

/** The root loader's account data, readable from any component without prop drilling. */
export interface AccountData {
  user: { id: string; name: string; email: string; phone: string | null; role: "user" | "dealer" | "admin" } | null;
  savedIds: number[];
  /** The user's saved searches as compared for "already saved" (SaveSearchOffer.key). */
  savedSearchKeys: string[];
}

const AccountContext = createContext<AccountData>({ user: null, savedIds: [], savedSearchKeys: [] });

/**
 * Set once in the root layout from the root loader's data. A context of its own rather than
 * useRouteLoaderData in each heart: that hook re-renders its caller on every router state
 * change, which with 48 cards meant 96 heart renders per applied filter.
 */
export const AccountProvider = AccountContext.Provider;

export function useAccount(): AccountData {
  return useContext(AccountContext);
}

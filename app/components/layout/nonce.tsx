import { createContext, useContext } from "react";

/** The per-request CSP nonce, so inline hydration scripts are allowed and nothing else is. */
const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);

/** What the Express host hands to every loader and action. */
declare module "react-router" {
  interface AppLoadContext {
    /** Per-request nonce for the Content-Security-Policy's inline hydration scripts. */
    cspNonce: string;
  }
}

export {};

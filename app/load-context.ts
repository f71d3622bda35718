/** What the Express host hands to every loader and action. */
declare module "react-router" {
  interface AppLoadContext {
    /** Per-request nonce for the Content-Security-Policy's inline hydration scripts. */
    cspNonce: string;
    /** The client's address as Express sees it (trust proxy: loopback), for rate limits. */
    clientIp?: string;
  }
}

export {};

/**
 * The site's public origin, from configuration only: PUBLIC_URL, or http://localhost:PORT when
 * it is unset. Never the request's Host: a forged Host would otherwise reach canonical links,
 * og:url, JSON-LD, sitemaps and mail links, and through the page cache the next visitors
 * (issue 32). A deployment sets PUBLIC_URL; production warns at start-up when it does not.
 */
import { getEnv } from "../env";

export function publicOrigin(): string {
  const env = getEnv();
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
}

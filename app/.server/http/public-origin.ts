/** The site's public origin: PUBLIC_URL when set (behind a proxy), else the request's own. */
import { getEnv } from "../env";

export function publicOrigin(request: Request): string {
  return getEnv().PUBLIC_URL?.replace(/\/$/, "") ?? new URL(request.url).origin;
}

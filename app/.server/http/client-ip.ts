/** The client address for rate limits: Express's view (it trusts only a local proxy). */
import type { AppLoadContext } from "react-router";

export function clientIp(context: AppLoadContext): string {
  return context.clientIp ?? "unknown";
}

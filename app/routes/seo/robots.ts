/** GET /robots.txt: see app/lib/seo/robots.ts for what is kept out and why. */
import { PUBLIC_LONGER_CACHE } from "~/.server/http/cache-control";
import { publicOrigin } from "~/.server/http/public-origin";
import { renderRobots } from "~/lib/seo/robots";

export function loader() {
  return new Response(renderRobots(publicOrigin()), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PUBLIC_LONGER_CACHE },
  });
}

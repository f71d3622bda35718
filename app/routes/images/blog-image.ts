/** GET /images/blog/{submissionId}/{version}-{width}.webp (see blog.server.ts). */
import { blogImageResponse } from "~/routes/content/blog.server";
import type { Route } from "./+types/blog-image";

export function loader({ request, params }: Route.LoaderArgs) {
  return blogImageResponse(request, params.id, params.file);
}

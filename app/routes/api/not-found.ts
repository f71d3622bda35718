// Unknown /api paths answer with the JSON error body, not the HTML 404 page.
import { AppError } from "~/.server/http/app-error";
import { handleApi } from "~/.server/http/json";
import type { Route } from "./+types/not-found";

function notFound({ request }: { request: Request }) {
  return handleApi(async () => {
    throw new AppError("not_found", `No API endpoint at ${new URL(request.url).pathname}`);
  });
}

export const loader = (args: Route.LoaderArgs) => notFound(args);
export const action = (args: Route.ActionArgs) => notFound(args);

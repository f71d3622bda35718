/** /admin opens the moderation queue, the section that needs attention first. */
import { redirect } from "react-router";
import { requireAdmin } from "./admin-guard.server";
import type { Route } from "./+types/index";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return redirect("/admin/listings");
}

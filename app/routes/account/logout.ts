// POST /logout: ends the session on the server (the row is deleted), then home with a toast.
import { redirect } from "react-router";
import { getCurrentUser } from "~/.server/auth/session";
import { signOut } from "~/.server/auth/sign-in";
import { redirectWithCookies } from "~/.server/http/form-responses";
import type { Route } from "./+types/logout";

export function loader() {
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  if (!(await getCurrentUser(request))) return redirect("/");
  const headers = await signOut(request);
  return redirectWithCookies("/", headers, { type: "success", message: "Logged out successfully" });
}

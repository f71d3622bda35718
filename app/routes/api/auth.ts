/**
 * better-auth's own HTTP endpoints under /api/auth/* (session, sign-out, OAuth callbacks).
 * Registered before the api/* catch-all. Password sign-in and registration go through our
 * page actions instead, which add the spec's messages, codes and rate limits.
 */
import { getAuth } from "~/.server/auth/auth";
import type { Route } from "./+types/auth";

export async function loader({ request }: Route.LoaderArgs) {
  return (await getAuth()).handler(request);
}

export async function action({ request }: Route.ActionArgs) {
  return (await getAuth()).handler(request);
}

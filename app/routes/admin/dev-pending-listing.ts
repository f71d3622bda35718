/**
 * POST /dev/pending-listing: demo and e2e only (404 unless the outbox is readable, i.e.
 * development or DEV_OUTBOX=1), a signed-in user's car straight into the moderation queue.
 */
import { data } from "react-router";
import { createDemoPendingListing } from "~/.server/admin/demo-pending-listing";
import { requireUser } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { getEnv } from "~/.server/env";
import { isOutboxReadable } from "~/.server/mail/outbox";
import { readListingInput } from "~/lib/selling/listing-form";
import type { Route } from "./+types/dev-pending-listing";

export async function action({ request }: Route.ActionArgs) {
  if (!isOutboxReadable(getEnv())) throw data("Not Found", { status: 404 });
  const user = await requireUser(request);
  const id = await createDemoPendingListing(await getDb(), user, readListingInput(await request.formData()));
  return data({ id }, { status: 201 });
}

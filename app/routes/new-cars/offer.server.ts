/**
 * /new-cars/:make/:model/offer: the 'Get the best offer' action (a fetcher on the model page, or
 * a plain POST without scripts, which then renders this page with the answer), and the page's
 * own loader for that case. The model comes from the catalogue by its slugs; an unknown one is a
 * 404. Same-origin is checked for every action by the server (decision 029).
 */
import { data, redirect } from "react-router";
import type { AppLoadContext } from "react-router";
import { getCurrentUser } from "~/.server/auth/session";
import { getResearchCatalogue } from "~/.server/catalogue/research-catalogue";
import { getDb } from "~/.server/db/client";
import { PRIVATE_NO_STORE } from "~/.server/http/cache-control";
import { AppError } from "~/.server/http/app-error";
import { clientIp } from "~/.server/http/client-ip";
import { formFailureInit } from "~/.server/http/form-responses";
import { createNewCarLead } from "~/.server/new-cars/best-offer-leads";
import { validateOffer } from "~/lib/new-cars/best-offer-form";
import { readOfferValues, type OfferResult, type OfferValues } from "~/lib/new-cars/best-offer-texts";
import { bestOfferPath } from "~/lib/new-cars/paths";

const headers = { "Cache-Control": PRIVATE_NO_STORE };

async function findModel(params: { make?: string; model?: string }) {
  const found = (await getResearchCatalogue(await getDb())).findModel(params.make ?? "", params.model ?? "");
  if (!found) throw data("Not found", { status: 404 });
  return found;
}

export async function loadOfferPage(request: Request, params: { make?: string; model?: string }) {
  const { model, canonical } = await findModel(params);
  if (!canonical) throw redirect(bestOfferPath(model), 301);
  const user = await getCurrentUser(request);
  return data(
    {
      model: { name: model.name, slug: model.slug, make: { name: model.make.name, slug: model.make.slug } },
      variants: model.variants.map((v) => ({ id: v.id, name: v.name })),
      city: new URL(request.url).searchParams.get("city"),
      buyer: user ? { name: user.name, phone: user.phone, email: user.email } : null,
    },
    { headers },
  );
}

export async function offerAction(request: Request, params: { make?: string; model?: string }, context: AppLoadContext) {
  const { model } = await findModel(params);
  const values = readOfferValues(await request.formData());
  const check = validateOffer(values);
  if (!check.ok) return data<OfferResult>({ ok: false, values, errors: check.errors, formError: null }, { status: 400, headers });
  const user = await getCurrentUser(request);
  try {
    const { dealers } = await createNewCarLead(await getDb(), { model, form: check.data, userId: user?.id ?? null, ip: clientIp(context) });
    return data<OfferResult>({ ok: true, dealers, make: model.make.name, city: check.data.city, sharePhone: check.data.sharePhone }, { headers });
  } catch (error) {
    return failure(error, values);
  }
}

/** An expected refusal (the hourly limit, a variant of another model) as the form's data. */
function failure(error: unknown, values: OfferValues) {
  if (!(error instanceof AppError)) throw error;
  const errors = Object.fromEntries((error.details ?? []).map((d) => [d.field, d.message]));
  return data<OfferResult>({ ok: false, values, errors, formError: error.details?.length ? null : error.message }, formFailureInit(error, headers));
}

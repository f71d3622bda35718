/**
 * The /sell page's server side: the quote form's values from the URL (a guest coming back from
 * sign-in finds the form as they left it) and the action storing a quote request as a lead.
 */
import { data, type AppLoadContext } from "react-router";
import { getDb } from "~/.server/db/client";
import { getCurrentUser } from "~/.server/auth/session";
import { AppError } from "~/.server/http/app-error";
import { clientIp } from "~/.server/http/client-ip";
import { formFailureInit } from "~/.server/http/form-responses";
import { createSellLead } from "~/.server/selling/create-sell-lead";
import { readQuoteValues, type QuoteValues } from "~/lib/selling/quote-form";
import { validateQuoteForm } from "~/lib/selling/quote-form-schema";

export async function loadSellPage(request: Request) {
  const user = await getCurrentUser(request);
  const params = new URL(request.url).searchParams;
  const values: QuoteValues | null = params.has("make") ? readQuoteValues(params) : null;
  return { signedIn: user !== null, values };
}

export async function sellPageAction(request: Request, context: AppLoadContext) {
  const values = readQuoteValues(await request.formData());
  const result = validateQuoteForm(values);
  if (!result.ok) {
    return data({ status: "invalid" as const, values, errors: result.errors, incomplete: result.incomplete, formError: null }, { status: 400 });
  }
  const user = await getCurrentUser(request);
  try {
    const lead = await createSellLead(await getDb(), { form: result.data, userId: user?.id ?? null, ip: clientIp(context) });
    return { status: "quoted" as const, values, car: result.data, quote: lead.quote };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const body = { status: "invalid" as const, values, errors: {}, incomplete: false, formError: error.message };
    return data(body, formFailureInit(error));
  }
}

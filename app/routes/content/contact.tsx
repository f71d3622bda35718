import { pageMeta, siteOrigin } from "~/lib/seo/page-meta";
import { useEffect, useRef } from "react";
import { data, Link } from "react-router";
import { toast } from "~/components/ui/toast";
import { checkRateLimit } from "~/.server/auth/rate-limit";
import { createContactMessage } from "~/.server/content/create-contact-message";
import { getDb } from "~/.server/db/client";
import { AppError } from "~/.server/http/app-error";
import { clientIp } from "~/.server/http/client-ip";
import { formFailureInit } from "~/.server/http/form-responses";
import { ContactForm } from "~/components/content/contact-form";
import { ContentPage, SmartLink } from "~/components/content/content-page";
import { HONEYPOT_FIELD, readContactValues } from "~/lib/contact-form";
import { validateContactForm } from "~/lib/contact-form-schema";
import type { Route } from "./+types/contact";

const SUCCESS_MESSAGE = "Message sent! We will reply within 2 working days.";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Contact us | CarSaathi",
    description: "Write to CarSaathi about buying, selling, dealer partnerships or a wrong listing. We reply within 2 working days.",
    path: "/contact",
    origin: siteOrigin(matches),
  });

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  // The honeypot keeps simple bots out; the rate limit (counted once the form is valid) the rest.
  if (form.get(HONEYPOT_FIELD)) return { status: "sent" as const };
  const values = readContactValues(form);
  const result = validateContactForm(values);
  if (!result.ok) return data({ status: "invalid" as const, values, errors: result.errors }, { status: 400 });
  const db = await getDb();
  try {
    await checkRateLimit(db, "contactMessage", { ip: clientIp(context), account: result.data.email });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return data({ status: "invalid" as const, values, errors: {}, formError: error.message }, formFailureInit(error));
  }
  await createContactMessage(db, result.data);
  return { status: "sent" as const };
}

export default function Contact({ actionData }: Route.ComponentProps) {
  const sent = actionData?.status === "sent";
  const confirmation = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!sent) return;
    toast.success(SUCCESS_MESSAGE);
    confirmation.current?.focus();
  }, [sent]);

  return (
    <ContentPage
      title="Contact us"
      intro={
        <>
          Questions about a car, a wrong listing, or a dealer partnership: write to us and we reply within 2 working days.
          Quick answers may already be in <SmartLink href="/help">Help</SmartLink>.
        </>
      }
    >
      {sent ? (
        <section role="status" className="rounded-xl border border-green-200 bg-green-50 p-5">
          <h2 ref={confirmation} tabIndex={-1} className="text-xl font-bold text-green-900">
            {SUCCESS_MESSAGE}
          </h2>
          <p className="mt-2 text-green-900">We'll answer at the email address you gave us.</p>
          <Link to="/contact" className="mt-4 inline-block font-medium text-brand-700 underline">
            Send another message
          </Link>
        </section>
      ) : (
        <ContactForm
          values={actionData?.status === "invalid" ? actionData.values : undefined}
          errors={actionData?.status === "invalid" ? actionData.errors : undefined}
          formError={actionData?.status === "invalid" && "formError" in actionData ? actionData.formError : undefined}
        />
      )}
    </ContentPage>
  );
}

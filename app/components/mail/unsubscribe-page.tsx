/**
 * The page a mail's one-click unsubscribe link opens (price alerts, unread-message mail, saved
 * searches). GET only shows the question: mail scanners follow links, so the change waits for
 * the button's POST. After it, the answer is announced to screen readers.
 */
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";

export function UnsubscribePage({ title, answered, children }: { title: string; answered: boolean; children: ReactNode }) {
  return (
    <main id="main" className="mx-auto w-full max-w-xl flex-1 px-4 py-12">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <div className="mt-4 rounded-xl border border-slate-200 bg-white p-5 text-slate-800" role={answered ? "status" : undefined}>
        {children}
      </div>
      <Link to="/" className={buttonClass({ variant: "secondary", className: "mt-6" })}>
        Back to CarSaathi
      </Link>
    </main>
  );
}

/** The question and the button that answers it, posting the link's signed token back. */
export function StopEmailsForm({ token, label, children }: { token: string | null | undefined; label: string; children: ReactNode }) {
  return (
    <Form method="post" action={`?token=${encodeURIComponent(token ?? "")}`}>
      {children}
      <Button type="submit" className="mt-4">
        {label}
      </Button>
    </Form>
  );
}

import { data } from "react-router";
import { getEnv } from "~/.server/env";
import { getDb } from "~/.server/db/client";
import { isOutboxReadable, listOutbox } from "~/.server/mail/outbox";
import { Button } from "~/components/ui/button";
import type { Route } from "./+types/dev-outbox";
import { NO_STORE } from "~/.server/http/cache-control";

export const meta: Route.MetaFunction = () => [{ title: "Outbox (development) | CarSaathi" }, { name: "robots", content: "noindex" }];

/** Readable in development, or in production only with DEV_OUTBOX=1; a plain 404 otherwise. */
export async function loader({ request }: Route.LoaderArgs) {
  const env = getEnv();
  if (!isOutboxReadable(env)) throw data("Not Found", { status: 404 });
  const to = new URL(request.url).searchParams.get("to")?.trim().toLowerCase() || undefined;
  const messages = await listOutbox(await getDb(), { recipient: to });
  return data(
    {
      production: env.NODE_ENV === "production",
      to: to ?? "",
      messages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString(), sentAt: m.sentAt?.toISOString() ?? null })),
    },
    { headers: { "Cache-Control": NO_STORE } },
  );
}

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  const { production, to, messages } = loaderData;
  return (
    <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-4 py-8">
      <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 font-medium text-amber-900">
        {production
          ? "Demo mode: DEV_OUTBOX=1 is set, so every email and SMS this site sends is readable here. Never enable this for real users."
          : "Development outbox: no mail or SMS provider is configured, so messages are kept here instead of being delivered."}
      </p>
      <h1 className="mt-6 text-2xl font-bold text-slate-900">Outbox</h1>
      <form method="get" className="mt-4 flex flex-wrap items-end gap-2">
        <label className="flex-1">
          <span className="block text-sm font-medium text-slate-800">Recipient (email, or +91 and the phone number)</span>
          <input name="to" type="search" defaultValue={to} className="mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2" />
        </label>
        <Button type="submit" size="none" hover={false} className="h-10 px-4">
          Filter
        </Button>
      </form>
      {messages.length === 0 ? <p className="mt-6 text-slate-600">No messages.</p> : null}
      <ol className="mt-6 space-y-3">
        {messages.map((m) => (
          <li key={m.id} className="rounded-xl border border-slate-200 bg-white p-4" data-recipient={m.recipient}>
            <p className="text-sm text-slate-600">
              {m.channel === "sms" ? "SMS" : "Email"} to <span className="font-medium text-slate-900">{m.recipient}</span> ·{" "}
              <time dateTime={m.createdAt}>{new Date(m.createdAt).toLocaleString("en-IN", { timeZone: "Asia/Kolkata" })}</time>
              {m.sentAt ? " · delivered" : " · not delivered"}
            </p>
            {m.subject ? <h2 className="mt-1 font-semibold text-slate-900">{m.subject}</h2> : null}
            <pre className="mt-2 font-sans text-sm whitespace-pre-wrap text-slate-800">{m.body}</pre>
          </li>
        ))}
      </ol>
    </main>
  );
}

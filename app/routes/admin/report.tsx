import { Link } from "react-router";
import { ReportCard } from "~/components/admin/report-card";
import { ReportedMessages } from "~/components/admin/reported-messages";
import { loadReportPage } from "./report.server";
import { reportAction } from "./reports.server";
import type { Route } from "./+types/report";

export const meta: Route.MetaFunction = () => [{ title: "Reported chat | Admin | CarSaathi" }, { name: "robots", content: "noindex" }];

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function loader({ request, params }: Route.LoaderArgs) {
  return loadReportPage(request, params.id);
}

export function action({ request }: Route.ActionArgs) {
  return reportAction(request);
}

export default function AdminReportedChat({ loaderData }: Route.ComponentProps) {
  const chat = loaderData;
  const { report } = chat;
  return (
    <div className="space-y-6">
      <p>
        <Link to="/admin/reports" className="text-brand-700 underline">
          All chat reports
        </Link>
      </p>
      <section aria-labelledby="chat-heading" className="space-y-4">
        <h1 id="chat-heading" className="text-2xl font-bold text-slate-900">
          Reported chat about {report.vehicleTitle}
        </h1>
        <p className="text-slate-700">
          Between {chat.buyer.name} (buyer) and {chat.seller.name} (seller){chat.blocked ? "; blocked by one of them" : ""}. Read-only: your read is logged, and the
          users do not see it.
        </p>
        <ReportCard report={report} withReadLink={false} />
      </section>
      <section aria-labelledby="messages-heading" className="space-y-3">
        <h2 id="messages-heading" className="text-xl font-bold text-slate-900">
          Messages
        </h2>
        <ReportedMessages chat={chat} total={report.messageCount} />
      </section>
    </div>
  );
}

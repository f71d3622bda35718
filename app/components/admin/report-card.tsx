/** One chat report as an admin sees it: when, who reported whom, the car, the reason, the chat's size. */
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import type { ConversationReport } from "~/lib/admin/conversation-report";
import { formatWhen } from "./format-when";
import { ResolveReportDialog } from "./resolve-report-dialog";

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-IN")} ${n === 1 ? one : many}`;

export function ReportCard({ report, withReadLink = true }: { report: ConversationReport; withReadLink?: boolean }) {
  const headingId = `report-${report.id}`;
  const { resolution } = report;
  return (
    <article aria-labelledby={headingId} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {report.reporter.name} reported {report.reported.name}
        </h2>
        {resolution ? <Badge tone="success">Resolved</Badge> : <Badge tone="warning">Open</Badge>}
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Fact term="Reported">{formatWhen(report.createdAt)}</Fact>
        <Fact term="Car">
          <Link to={`/details/${report.listingId}`} className="text-brand-700 underline">
            {report.vehicleTitle}
          </Link>
        </Fact>
        <Fact term="Reason" wide>
          <span className="whitespace-pre-line break-words">{report.reason}</span>
        </Fact>
        <Fact term="Messages">
          {plural(report.messageCount, "message", "messages")}
          {report.flaggedCount > 0 ? (
            <span className="font-semibold text-red-800">, {report.flaggedCount.toLocaleString("en-IN")} with the payment warning</span>
          ) : (
            ", none with the payment warning"
          )}
        </Fact>
        {resolution ? (
          <Fact term="Resolved">
            {formatWhen(resolution.at)}
            {resolution.byName ? ` by ${resolution.byName}` : ""}
          </Fact>
        ) : null}
        {resolution?.note ? (
          <Fact term="Note" wide>
            <span className="whitespace-pre-line break-words">{resolution.note}</span>
          </Fact>
        ) : null}
      </dl>
      <div className="flex flex-wrap gap-2">
        {withReadLink ? (
          <Link to={`/admin/reports/${report.id}`} className={buttonClass({ size: "sm" })} aria-label={`Read conversation (report by ${report.reporter.name})`}>
            Read conversation
          </Link>
        ) : null}
        {resolution ? null : <ResolveReportDialog reportId={report.id} vehicleTitle={report.vehicleTitle} />}
      </div>
    </article>
  );
}

function Fact({ term, wide = false, children }: { term: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

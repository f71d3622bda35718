/**
 * The answer to a bulk upload: why the file could not be read, every rejected row with its
 * reasons (nothing listed) and the rows that would pass, or how many cars were listed.
 */
import { Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import { Table, Td, Th } from "~/components/ui/table";
import { formatInr } from "~/lib/format-inr";
import { errorText } from "~/lib/selling/bulk-csv";
import { rejectedFileName, rejectedRowsCsv, type BulkReport } from "~/lib/selling/bulk-csv-report";

type Rejected = Extract<BulkReport, { status: "rejected" }>;

/** The file is built in the browser from the report: nothing is kept on the server. */
function downloadRejected(report: Rejected) {
  const url = URL.createObjectURL(new Blob([rejectedRowsCsv(report)], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = rejectedFileName(report.fileName);
  link.click();
  URL.revokeObjectURL(url);
}

export function BulkReportView({ report }: { report: BulkReport }) {
  if (report.status === "refused") return <FormAlert message={report.message} />;
  if (report.status === "listed") {
    return (
      <div role="status" className="space-y-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
        <p className="text-lg font-semibold">
          {report.listed.toLocaleString("en-IN")} {report.listed === 1 ? "car" : "cars"} listed from {report.fileName}
        </p>
        <p>They are pending: our team reviews each listing before buyers see it.</p>
        <Link to="/seller" className={buttonClass()}>
          Go to My Listings
        </Link>
      </div>
    );
  }
  return <RejectedReport report={report} />;
}

function RejectedReport({ report }: { report: Rejected }) {
  const bad = report.rejected.length;
  return (
    <div className="space-y-4">
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
        <p className="text-lg font-semibold">Nothing was listed</p>
        <p>
          {bad.toLocaleString("en-IN")} of {report.rows.toLocaleString("en-IN")} {report.rows === 1 ? "row needs" : "rows need"} fixing in {report.fileName}. Fix
          them in your file and upload it again: the cars are listed together or not at all.
        </p>
      </div>
      <Button variant="secondary" size="compact" onClick={() => downloadRejected(report)}>
        Download the rejected rows (CSV with an “error” column)
      </Button>
      <Table caption={`Rejected rows (${bad})`}>
        <thead className="bg-slate-50">
          <tr>
            <Th className="w-16">Row</Th>
            <Th>What to fix</Th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {report.rejected.map((r) => (
            <tr key={r.row}>
              <Th scope="row">{r.row}</Th>
              <Td>
                <ul className="list-disc space-y-1 pl-5" aria-label={`Row ${r.row}: ${errorText(r.problems)}`}>
                  {r.problems.map((p) => (
                    <li key={`${p.column}:${p.message}`}>
                      {p.column ? <span className="font-mono font-semibold">{p.column}</span> : null}
                      {p.column ? ": " : ""}
                      {p.message}
                    </li>
                  ))}
                </ul>
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
      {report.accepted.length > 0 ? (
        <details className="rounded-lg border border-slate-200 p-3">
          <summary className="cursor-pointer font-medium text-slate-900">
            {report.accepted.length.toLocaleString("en-IN")} {report.accepted.length === 1 ? "row would be" : "rows would be"} accepted
          </summary>
          <div className="mt-3">
            <Table caption="Rows that would be accepted" captionHidden className="min-w-[20rem]">
              <thead className="bg-slate-50">
                <tr>
                  <Th className="w-16">Row</Th>
                  <Th>Car</Th>
                  <Th>Price</Th>
                  <Th>City</Th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {report.accepted.map((a) => (
                  <tr key={a.row}>
                    <Th scope="row">{a.row}</Th>
                    <Td>{a.title}</Td>
                    <Td className="whitespace-nowrap">{formatInr(a.price)}</Td>
                    <Td>{a.city}</Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        </details>
      ) : null}
    </div>
  );
}

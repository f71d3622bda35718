/**
 * /seller/upload/bulk: a dealer lists many cars from one CSV, all or nothing. The 'Bulk Upload'
 * tab of List Your Car; private sellers are told why it is for dealers.
 */
import { Form, useNavigation } from "react-router";
import { BulkColumnGuide } from "~/components/seller/bulk-column-guide";
import { BulkDealersOnly } from "~/components/seller/bulk-dealers-only";
import { ListingTabs } from "~/components/seller/listing-tabs";
import { BulkReportView } from "~/components/seller/bulk-report";
import { useSeller } from "~/components/seller/use-seller";
import { Button, buttonClass } from "~/components/ui/button";
import { FilePicker } from "~/components/ui/file-picker";
import { BULK_MAX_ROWS } from "~/lib/selling/bulk-csv";
import { bulkUploadAction, loadBulkUpload } from "./bulk-upload.server";
import type { Route } from "./+types/bulk-upload";

export function meta() {
  return [{ title: "Bulk Upload · List Your Car · CarSaathi" }, { name: "robots", content: "noindex" }];
}

export function loader({ request }: Route.LoaderArgs) {
  return loadBulkUpload(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return bulkUploadAction(request, context);
}

export default function BulkUploadPage({ loaderData, actionData }: Route.ComponentProps) {
  const seller = useSeller();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formMethod === "POST";
  const report = actionData?.report;
  return (
    <section aria-labelledby="list-your-car">
      <h2 id="list-your-car" className="mb-3 text-xl font-semibold text-slate-900">
        List Your Car
      </h2>
      {seller.isDealer ? <ListingTabs current="bulk" /> : null}
      {!seller.isDealer ? (
        <BulkDealersOnly />
      ) : (
        <div className="space-y-8">
          <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
            <ol className="list-decimal space-y-1 pl-5 text-slate-700">
              <li>Download the template and fill in one car per row (keep the header row).</li>
              <li>Save it as CSV (UTF-8): at most 2 MB and {BULK_MAX_ROWS.toLocaleString("en-IN")} cars per file.</li>
              <li>Upload it. If any row has a problem, nothing is listed and we show every row to fix.</li>
            </ol>
            <a href="/seller/upload/template.csv" download className={buttonClass({ variant: "secondary" })}>
              Download the CSV template
            </a>
            <Form method="post" encType="multipart/form-data" className="space-y-4" aria-busy={busy}>
              <FilePicker
                id="bulk-file"
                name="file"
                label="CSV file"
                accept=".csv,text/csv"
                required
                hint={`A .csv file, at most 2 MB and ${BULK_MAX_ROWS.toLocaleString("en-IN")} cars. All cars are listed as pending until our team reviews them.`}
              />
              <Button type="submit" disabled={busy}>
                {busy ? "Checking the file…" : "Upload and check"}
              </Button>
            </Form>
          </div>
          {report ? (
            <section aria-labelledby="bulk-report" className="space-y-3">
              <h3 id="bulk-report" className="text-lg font-semibold text-slate-900">
                {report.fileName ? `Report for ${report.fileName}` : "Report"}
              </h3>
              <BulkReportView report={report} />
            </section>
          ) : null}
          <BulkColumnGuide makes={loaderData.makes} />
        </div>
      )}
    </section>
  );
}

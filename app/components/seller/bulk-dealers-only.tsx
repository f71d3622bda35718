/** What a private seller sees at /seller/upload/bulk: why it is for dealers, and how to become one. */
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";

export function BulkDealersOnly() {
  return (
    <section aria-labelledby="bulk-dealers-only" className="space-y-3 rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="bulk-dealers-only" className="text-xl font-semibold text-slate-900">
        Bulk upload is for dealers
      </h2>
      <p className="text-slate-700">
        Listing many cars from one spreadsheet is meant for dealerships with stock to sell. Your account is a private seller's, so list your car with the
        single-car form.
      </p>
      <p className="text-slate-700">
        To become a dealer, write to us with your business name, GSTIN and address. Once our team has checked them, your account becomes a dealer account and
        this page opens for you.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to="/seller/upload" className={buttonClass()}>
          List one car
        </Link>
        <Link to="/contact" className={buttonClass({ variant: "secondary" })}>
          Ask for a dealer account
        </Link>
      </div>
    </section>
  );
}

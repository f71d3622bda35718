/**
 * The spec's five key figures as cards, each with a line saying what it counts (the numbers
 * are only useful if a seller knows how they are made). Two columns on phones, five on wide screens.
 */
import { averageInquiries, conversionRate, formatLakhs, type SellerFigures } from "~/lib/selling/seller-figures";
import { countNoun as count } from "~/lib/count-noun";
import { groupIndian } from "~/lib/format-inr";

interface Card {
  label: string;
  value: string;
  explanation: string;
}

function cardsOf(f: SellerFigures): Card[] {
  return [
    { label: "Active Listings", value: groupIndian(f.activeListings), explanation: "Cars on sale now." },
    { label: "Total Views", value: groupIndian(f.totalViews), explanation: "Times buyers opened your cars' pages." },
    {
      label: "Avg. Inquiries",
      value: averageInquiries(f),
      explanation: `${count(f.inquiries, "inquiry", "inquiries")} over ${count(f.listingsOnSale, "car", "cars")} put on sale.`,
    },
    { label: "30-Day Revenue", value: formatLakhs(f.revenue30Days), explanation: "Sale prices of cars sold in the last 30 days." },
    {
      label: "Conversion Rate",
      value: conversionRate(f),
      explanation: f.inquiries === 0 ? "Cars sold per inquiry: no inquiries yet." : `${groupIndian(f.sold)} sold of ${count(f.inquiries, "inquiry", "inquiries")}.`,
    },
  ];
}

export function KeyFigures({ figures }: { figures: SellerFigures }) {
  return (
    <section aria-labelledby="key-figures-heading">
      <h2 id="key-figures-heading" className="sr-only">
        Key figures
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        {cardsOf(figures).map((card, i) => (
          <div
            key={card.label}
            className={`flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm ${i === 4 ? "col-span-2 lg:col-span-1" : ""}`}
          >
            <dt className="text-sm font-medium text-slate-700">{card.label}</dt>
            <dd className="order-first text-2xl font-bold text-slate-900">{card.value}</dd>
            <dd className="mt-1 text-xs text-slate-600">{card.explanation}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

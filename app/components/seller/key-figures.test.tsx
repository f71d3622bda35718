import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { KeyFigures } from "./key-figures";

const text = (html: string) => html.replace(/<[^>]+>/g, "|").split("|").filter(Boolean);

describe("KeyFigures", () => {
  it("shows the spec's five figures, each with what it counts", () => {
    const html = renderToStaticMarkup(
      <KeyFigures figures={{ activeListings: 12, totalViews: 123_456, inquiries: 40, listingsOnSale: 16, sold: 5, revenue30Days: 1_250_000 }} />,
    );
    const words = text(html);
    expect(words.filter((w) => ["Active Listings", "Total Views", "Avg. Inquiries", "30-Day Revenue", "Conversion Rate"].includes(w))).toHaveLength(5);
    for (const value of ["12", "1,23,456", "2.5", "₹12.5\u00a0L", "12.5%"]) expect(words).toContain(value);
    expect(words).toContain("40 inquiries over 16 cars put on sale.");
    expect(words).toContain("5 sold of 40 inquiries.");
  });

  it("shows a dash for the conversion rate without inquiries", () => {
    const words = text(renderToStaticMarkup(<KeyFigures figures={{ activeListings: 1, totalViews: 0, inquiries: 0, listingsOnSale: 1, sold: 0, revenue30Days: 0 }} />));
    expect(words).toContain("—");
    expect(words).toContain("Cars sold per inquiry: no inquiries yet.");
  });

  it("says 'inquiry' and 'car' for one", () => {
    const words = text(renderToStaticMarkup(<KeyFigures figures={{ activeListings: 1, totalViews: 3, inquiries: 1, listingsOnSale: 1, sold: 0, revenue30Days: 0 }} />));
    expect(words).toContain("1 inquiry over 1 car put on sale.");
    expect(words).toContain("0 sold of 1 inquiry.");
  });
});

import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Table, Td, Th } from "./table";

describe("Table", () => {
  const html = (captionHidden?: boolean) =>
    renderToStaticMarkup(
      <Table caption="Listings to review" captionHidden={captionHidden} className="min-w-[32rem]">
        <thead>
          <tr>
            <Th>Car</Th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <Th scope="row">Creta</Th>
            <Td>Pending</Td>
          </tr>
        </tbody>
      </Table>,
    );

  it("wraps the table in a focusable region named by its caption", () => {
    expect(html()).toMatch(/^<div class="overflow-x-auto" tabindex="0" role="region" aria-label="Listings to review"><table class="w-full min-w-\[32rem\] text-sm">/);
    expect(html()).toContain('<caption class="mb-2 text-left font-semibold text-slate-900">Listings to review</caption>');
    expect(html(true)).toContain('<caption class="sr-only">');
  });

  it("gives header cells a scope, columns by default", () => {
    expect(html()).toMatch(/<th scope="col"[^>]*>Car<\/th>/);
    expect(html()).toMatch(/<th scope="row"[^>]*>Creta<\/th>/);
    expect(html()).toMatch(/<td class="[^"]*">Pending<\/td>/);
  });
});

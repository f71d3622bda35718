import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Tabs } from "./tabs";

describe("Tabs", () => {
  const html = renderToStaticMarkup(
    <Tabs
      label="Listing views"
      items={[
        { value: "live", label: "Live", content: <p>Live cars</p> },
        { value: "sold", label: "Sold", content: <p>Sold cars</p>, triggerClassName: "hidden md:inline-block" },
      ]}
    />,
  );

  it("renders a named tab list with the first tab selected", () => {
    expect(html).toMatch(/role="tablist"[^>]*aria-label="Listing views"/);
    expect(html).toMatch(/role="tab" aria-selected="true"[^>]*>Live</);
    expect(html).toMatch(/role="tab" aria-selected="false"[^>]*class="[^"]*hidden md:inline-block"[^>]*>Sold</);
  });

  it("shows the selected panel only", () => {
    expect(html).toContain("Live cars");
    expect(html).not.toContain("Sold cars");
  });
});

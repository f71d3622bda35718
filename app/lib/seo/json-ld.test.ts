import { describe, expect, it } from "vitest";
import { breadcrumbStructuredData, homeStructuredData, itemListStructuredData } from "./json-ld";

describe("JSON-LD builders", () => {
  it("home: Organization and WebSite with a search action to /search?q=", () => {
    const data = homeStructuredData("https://x.in");
    const [org, site] = data["@graph"];
    expect(org).toMatchObject({ "@type": "Organization", name: "CarSaathi", url: "https://x.in/" });
    expect(site.potentialAction?.target.urlTemplate).toBe("https://x.in/search?q={search_term_string}");
  });

  it("item list: absolute URLs, positions counting on from earlier pages", () => {
    const data = itemListStructuredData("https://x.in", [{ name: "A", path: "/details/7" }, { name: "B", path: "/details/9" }], 25);
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 25, name: "A", url: "https://x.in/details/7" },
      { "@type": "ListItem", position: 26, name: "B", url: "https://x.in/details/9" },
    ]);
  });

  it("breadcrumbs: numbered from 1", () => {
    const data = breadcrumbStructuredData("https://x.in", [{ name: "Home", path: "/" }, { name: "Guides", path: "/guides" }]);
    expect(data.itemListElement.map((c) => [c.position, c.item])).toEqual([[1, "https://x.in/"], [2, "https://x.in/guides"]]);
  });
});

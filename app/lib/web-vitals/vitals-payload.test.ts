import { describe, expect, it } from "vitest";
import routeConfig from "~/routes";
import { buildVitalsReport, connectionType, deviceClass, routePattern } from "./vitals-payload";
import { isRoutePattern } from "./vitals-rules";

describe("a page view's route pattern", () => {
  it("names the route, not the car, the slug or the query", () => {
    expect(routePattern("/details/4711", { id: "4711" })).toBe("/details/:id");
    expect(routePattern("/new-cars/tata/nexon/xz-plus", { make: "tata", model: "nexon", variant: "xz-plus" })).toBe("/new-cars/:make/:model/:variant");
    expect(routePattern("/", {})).toBe("/");
    expect(routePattern("/used-cars", {})).toBe("/used-cars");
  });

  it("puts a catch-all's whole tail under *, and reads an encoded segment as its param", () => {
    expect(routePattern("/reset/abc123token/9876543210", { "*": "reset/abc123token/9876543210" })).toBe("/*");
    expect(routePattern("/news/caf%C3%A9-launch", { slug: "café-launch" })).toBe("/news/:slug");
    expect(routePattern("/Details/12", { id: "12" })).toBe("/details/:id");
  });

  it("is null when what is left is not a route's words (nothing with digits or dots is sent)", () => {
    expect(routePattern("/details/4711", {})).toBeNull();
    expect(routePattern("/robots.txt", {})).toBeNull();
  });

  it("accepts every page path of app/routes.ts", () => {
    const pages = (routeConfig as { path?: string; index?: boolean; children?: { path?: string }[] }[])
      .flatMap((entry) => (entry.children ? entry.children : [entry]))
      .map((entry) => `/${entry.path ?? ""}`)
      .filter((path) => !/\.(txt|xml|csv)$|^\/(api|images|sitemaps)\//.test(path));
    expect(pages.length).toBeGreaterThan(40);
    expect(pages.filter((path) => !isRoutePattern(path))).toEqual([]);
  });
});

describe("the report built from a page view's metrics", () => {
  const view = { route: "/details/:id", device: deviceClass(390), connection: connectionType("3g") };

  it("holds the pattern, device, connection and each metric once, rounded", () => {
    const report = buildVitalsReport(view, [
      { name: "LCP", value: 2345.678 },
      { name: "CLS", value: 0.123456 },
      { name: "LCP", value: 9999 },
    ]);
    expect(report).toEqual({
      route: "/details/:id",
      device: "mobile",
      connection: "3g",
      metrics: [
        { name: "LCP", value: 2346 },
        { name: "CLS", value: 0.1235 },
      ],
    });
    // Nothing of the visited URL: no id, no query.
    expect(JSON.stringify(report)).not.toMatch(/\?|4711|https?:/);
  });

  it("drops unknown metrics and values out of range, and is null when none is left", () => {
    const report = buildVitalsReport({ ...view, connection: undefined }, [
      { name: "FID", value: 12 },
      { name: "TTFB", value: -1 },
      { name: "INP", value: Number.NaN },
      { name: "FCP", value: 61_000 },
      { name: "INP", value: 180 },
    ]);
    expect(report).toEqual({ route: "/details/:id", device: "mobile", metrics: [{ name: "INP", value: 180 }] });
    expect(buildVitalsReport(view, [{ name: "CLS", value: 11 }])).toBeNull();
  });

  it("calls a viewport under 768 px mobile and knows only the browsers' connection names", () => {
    expect([deviceClass(767), deviceClass(768)]).toEqual(["mobile", "desktop"]);
    expect([connectionType("4g"), connectionType("wifi"), connectionType(undefined)]).toEqual(["4g", undefined, undefined]);
  });
});

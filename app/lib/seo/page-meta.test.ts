import { describe, expect, it } from "vitest";
import { absoluteUrl, pageMeta, siteOrigin } from "./page-meta";
import { renderRobots } from "./robots";

const find = (meta: ReturnType<typeof pageMeta>, key: string, value: string) =>
  meta.filter((m) => (m as Record<string, unknown>)[key] === value);

describe("pageMeta", () => {
  const meta = pageMeta({ title: "Used cars | CarSaathi", description: "Cars.", path: "/used-cars", origin: "https://carsaathi.in/" });

  it("gives the title, description, one absolute canonical and Open Graph tags", () => {
    expect(meta[0]).toEqual({ title: "Used cars | CarSaathi" });
    expect(find(meta, "name", "description")).toEqual([{ name: "description", content: "Cars." }]);
    expect(find(meta, "rel", "canonical")).toEqual([{ tagName: "link", rel: "canonical", href: "https://carsaathi.in/used-cars" }]);
    expect(find(meta, "property", "og:url")[0]).toMatchObject({ content: "https://carsaathi.in/used-cars" });
    expect(find(meta, "property", "og:type")[0]).toMatchObject({ content: "website" });
    expect(find(meta, "property", "og:site_name")[0]).toMatchObject({ content: "CarSaathi" });
    expect(find(meta, "property", "og:image")).toEqual([]);
    expect(find(meta, "name", "robots")).toEqual([]);
  });

  it("makes a relative image absolute and marks noindex pages", () => {
    const m = pageMeta({ title: "t", description: "d", path: "/details/1", origin: "https://x.in", image: "/images/cars/1/a.webp", type: "product", noindex: true });
    expect(find(m, "property", "og:image")[0]).toMatchObject({ content: "https://x.in/images/cars/1/a.webp" });
    expect(find(m, "name", "robots")[0]).toMatchObject({ content: "noindex" });
    expect(find(m, "name", "twitter:card")[0]).toMatchObject({ content: "summary_large_image" });
  });

  it("sends no canonical without an origin rather than a relative one", () => {
    const m = pageMeta({ title: "t", description: "d", path: "/x", origin: undefined });
    expect(find(m, "rel", "canonical")).toEqual([]);
  });
});

describe("absoluteUrl and siteOrigin", () => {
  it("joins origin and path once", () => {
    expect(absoluteUrl("https://x.in/", "/search?make=Tata")).toBe("https://x.in/search?make=Tata");
  });
  it("reads the origin from the root match", () => {
    expect(siteOrigin([{ id: "root", loaderData: { origin: "https://x.in" } }, { id: "routes/home" }])).toBe("https://x.in");
    expect(siteOrigin([undefined, { id: "root", loaderData: undefined }])).toBeUndefined();
  });
});

describe("renderRobots", () => {
  it("points at the absolute sitemap", () => {
    expect(renderRobots("https://x.in")).toContain("Sitemap: https://x.in/sitemap.xml");
  });
});

describe("searchCanonicalPath", () => {
  it("keeps condition, one make and one model, in a fixed order", async () => {
    const { searchCanonicalPath } = await import("./canonical");
    expect(searchCanonicalPath("?model=Nexon&utm_source=x&make=Tata&filter=new&sort=price_asc&page=3")).toBe("/search?filter=new&make=Tata&model=Nexon");
    expect(searchCanonicalPath("?brand=Tata&condition=used")).toBe("/search?filter=used&make=Tata");
    expect(searchCanonicalPath("?q=cheap+suv&minPrice=100000")).toBe("/search");
    expect(searchCanonicalPath("?make=Tata,Kia&model=Nexon")).toBe("/search");
    expect(searchCanonicalPath("?model=Nexon")).toBe("/search");
  });
});

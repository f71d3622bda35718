/**
 * The home hero's six slides (spec section 9: 6 images). Each headline is a true count, each
 * image the illustration of a real listing the slide is about, and each link opens the search
 * that finds exactly those cars: the count is that search's own total (findListings, the path
 * /search takes), so the page the link opens shows the number the slide promised. The cars on
 * several platforms come from the engine's car groups (sharedCars).
 */
import { sql } from "drizzle-orm";
import { readListingQuery } from "~/lib/filters/search-url";
import { countNoun } from "~/lib/count-noun";
import type { HeroSlide } from "~/lib/home-cards";
import type { Database } from "../db/client";
import { listingImageUrls, type IllustratedListing } from "../listings/listing-images";
import { loadListingRows } from "../listings/load-vehicles";
import { findListings } from "../listings/search-listings";
import { getListingIndex, sharedCars } from "../search";

interface SlideDefinition {
  id: string;
  /** Counts and pictures the cars of the search `href` opens; "shared": the cars listed on several platforms. */
  counts: "search" | "shared";
  headline: (count: number, platforms: number) => string;
  text: string;
  href: string;
  cta: string;
}

const SLIDES: readonly SlideDefinition[] = [
  {
    id: "all",
    counts: "search",
    headline: (n, platforms) => `${countNoun(n, "car")} from ${countNoun(platforms, "platform")}, one search`,
    text: "Every partner's listings side by side, with prices in rupees straight from the source.",
    href: "/search",
    cta: "Search every car",
  },
  {
    id: "suv",
    counts: "search",
    headline: (n) => `${countNoun(n, "SUV")} listed right now`,
    text: "From compact city SUVs to seven-seat off-roaders.",
    href: "/search?q=suv",
    cta: "See SUVs",
  },
  {
    id: "under-5-lakh",
    counts: "search",
    headline: (n) => `${countNoun(n, "car")} under ₹5 Lakh`,
    text: "A first car or a second one: budget picks from every platform.",
    href: "/search?q=under+5+lakh",
    cta: "See cars under ₹5 Lakh",
  },
  {
    id: "automatic",
    counts: "search",
    headline: (n) => `${countNoun(n, "automatic")} for easy city driving`,
    text: "No clutch in stop-and-go traffic.",
    href: "/search?q=automatic",
    cta: "See automatic cars",
  },
  {
    id: "seven-seater",
    counts: "search",
    headline: (n) => `${countNoun(n, "car")} with 7 or more seats`,
    text: "Room for the whole family and the luggage.",
    href: "/search?q=7+seater",
    cta: "See 7-seaters",
  },
  {
    id: "multi-platform",
    counts: "shared",
    headline: (n) => (n === 1 ? "1 car is listed on more than one platform" : `${countNoun(n, "car")} are listed on more than one platform`),
    text: "Open one and see every platform's price for the same car.",
    href: "/used-cars",
    cta: "Compare prices",
  },
];

/** Newest candidates per slide, so each slide can show a different car. */
const CANDIDATES = SLIDES.length;

export async function getHeroSlides(db: Database): Promise<HeroSlide[]> {
  const shared = sharedCars(await getListingIndex(db), CANDIDATES);
  const found = await Promise.all(
    SLIDES.map(async (slide) => {
      if (slide.counts === "shared") return { count: shared.cars, ids: shared.newestIds };
      const { query } = readListingQuery(new URL(slide.href, "http://localhost").searchParams);
      const { answer } = await findListings(db, { ...query, page: 1, pageSize: CANDIDATES });
      return { count: answer.total, ids: answer.pageIds };
    }),
  );
  const ids = [...new Set(found.flatMap((f) => f.ids))];
  const rows = await loadListingRows<IllustratedListing>(db, ids, sql`id, make, model, year, body_type, exterior_color`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const used = new Set<number>();
  return SLIDES.map((slide, i) => {
    // Each slide shows a different car where it can.
    const pickId = found[i].ids.find((id) => byId.has(id) && !used.has(id));
    const pick = pickId === undefined ? undefined : byId.get(pickId)!;
    if (pick) used.add(pick.id);
    return {
      id: slide.id,
      headline: slide.headline(found[i].count, shared.platforms),
      text: slide.text,
      href: slide.href,
      cta: slide.cta,
      image: pick ? listingImageUrls(pick)[0] : null,
      imageAlt: pick ? `${pick.exterior_color ?? ""} ${pick.year} ${pick.make} ${pick.model}`.trim() : "",
    };
  });
}

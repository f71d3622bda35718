/**
 * The home hero's six slides (spec section 9: 6 images). Each headline is a true count from the
 * active listings, each image the illustration of a real listing the slide is about, and each
 * link opens the search that finds exactly those cars. Counts and picks come from the search
 * index in one pass and one walk of its newest-first order: the SQL they replace read every
 * active listing (twice, for the cars listed on several platforms) each time a listing changed.
 */
import { sql } from "drizzle-orm";
import { groupIndian } from "~/lib/format-inr";
import type { HeroSlide } from "~/lib/home-cards";
import type { Database } from "../db/client";
import { listingImageUrls, type IllustratedListing } from "../listings/listing-images";
import { loadListingRows } from "../listings/load-vehicles";
import { getListingIndex, NO_GROUP, type ListingIndex } from "../search";

/** What a slide is about, asked of one slot of the index. */
type SlotTest = (ix: ListingIndex, slot: number, shared: Uint8Array) => boolean;

interface SlideDefinition {
  id: string;
  /** Which active listings the slide is about. */
  where: (ix: ListingIndex) => SlotTest;
  /** Whether the headline counts cars listed on several platforms once (else listings). */
  countsCars?: boolean;
  headline: (count: string, platforms: string) => string;
  text: string;
  href: string;
  cta: string;
}

const codeIs = (column: "bodyType" | "transmission", value: string) => (ix: ListingIndex): SlotTest => {
  const dict = column === "bodyType" ? ix.dict.bodyType : ix.dict.transmission;
  const code = dict.code(value) ?? -1;
  return (x, slot) => x[column][slot] === code;
};

const SLIDES: readonly SlideDefinition[] = [
  {
    id: "all",
    where: () => () => true,
    headline: (n, platforms) => `${n} cars from ${platforms} platforms, one search`,
    text: "Every partner's listings side by side, with prices in rupees straight from the source.",
    href: "/used-cars",
    cta: "Browse used cars",
  },
  {
    id: "suv",
    where: codeIs("bodyType", "SUV"),
    headline: (n) => `${n} SUVs listed right now`,
    text: "From compact city SUVs to seven-seat off-roaders.",
    href: "/search?q=suv",
    cta: "See SUVs",
  },
  {
    id: "under-5-lakh",
    where: () => (ix, slot) => ix.price[slot] <= 500_000,
    headline: (n) => `${n} cars under ₹5 Lakh`,
    text: "A first car or a second one: budget picks from every platform.",
    href: "/search?q=under+5+lakh",
    cta: "See cars under ₹5 Lakh",
  },
  {
    id: "automatic",
    where: codeIs("transmission", "Automatic"),
    headline: (n) => `${n} automatics for easy city driving`,
    text: "No clutch in stop-and-go traffic.",
    href: "/search?q=automatic",
    cta: "See automatic cars",
  },
  {
    id: "seven-seater",
    where: () => (ix, slot) => ix.seats[slot] >= 7,
    headline: (n) => `${n} cars with 7 or more seats`,
    text: "Room for the whole family and the luggage.",
    href: "/search?q=7+seater",
    cta: "See 7-seaters",
  },
  {
    id: "multi-platform",
    where: () => (ix, slot, shared) => ix.carGroup[slot] !== NO_GROUP && shared[ix.carGroup[slot]] === 1,
    countsCars: true,
    headline: (n) => `${n} cars are listed on more than one platform`,
    text: "Open one and see every platform's price for the same car.",
    href: "/used-cars",
    cta: "Compare prices",
  },
];

/** Newest candidates per slide, so each slide can show a different car. */
const CANDIDATES = SLIDES.length;

export async function getHeroSlides(db: Database): Promise<HeroSlide[]> {
  const ix = await getListingIndex(db);
  const { counts, platforms, picks } = countAndPick(ix);
  const ids = [...new Set(picks.flat())];
  const rows = await loadListingRows<IllustratedListing>(db, ids, sql`id, make, model, year, body_type, exterior_color`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const used = new Set<number>();
  return SLIDES.map((slide, i) => {
    const pickId = picks[i].find((id) => byId.has(id) && !used.has(id));
    const pick = pickId === undefined ? undefined : byId.get(pickId)!;
    if (pick) used.add(pick.id);
    return {
      id: slide.id,
      headline: slide.headline(groupIndian(counts[i]), groupIndian(platforms)),
      text: slide.text,
      href: slide.href,
      cta: slide.cta,
      image: pick ? listingImageUrls(pick)[0] : null,
      imageAlt: pick ? `${pick.exterior_color ?? ""} ${pick.year} ${pick.make} ${pick.model}`.trim() : "",
    };
  });
}

/** Each slide's count and its newest listings' ids, and how many platforms list cars now. */
function countAndPick(ix: ListingIndex) {
  // Groups with more than one car on sale: the same car on several platforms.
  const perGroup = new Int32Array(Math.max(1, ix.dict.carGroup.values.length));
  const sourceSeen = new Uint8Array(Math.max(1, ix.dict.source.values.length));
  for (let slot = 0; slot < ix.size; slot++) {
    if (ix.alive[slot] !== 1) continue;
    sourceSeen[ix.source[slot]] = 1;
    if (ix.carGroup[slot] !== NO_GROUP) perGroup[ix.carGroup[slot]]++;
  }
  const shared = Uint8Array.from(perGroup, (n) => (n > 1 ? 1 : 0));
  const tests = SLIDES.map((slide) => slide.where(ix));
  const counts = SLIDES.map(() => 0);
  for (let slot = 0; slot < ix.size; slot++) {
    if (ix.alive[slot] !== 1) continue;
    for (let i = 0; i < tests.length; i++) if (!SLIDES[i].countsCars && tests[i](ix, slot, shared)) counts[i]++;
  }
  SLIDES.forEach((slide, i) => {
    if (slide.countsCars) counts[i] = shared.reduce((sum, flag) => sum + flag, 0);
  });

  const picks: number[][] = SLIDES.map(() => []);
  let open = SLIDES.length;
  for (const slot of ix.order("listed_desc")) {
    if (open === 0) break;
    if (ix.alive[slot] !== 1) continue;
    for (let i = 0; i < tests.length; i++) {
      if (picks[i].length === CANDIDATES || !tests[i](ix, slot, shared)) continue;
      picks[i].push(ix.ids[slot]);
      if (picks[i].length === CANDIDATES) open--;
    }
  }
  return { counts, platforms: sourceSeen.reduce((sum, flag) => sum + flag, 0), picks };
}

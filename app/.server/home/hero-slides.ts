/**
 * The home hero's six slides (spec section 9: 6 images). Each headline is a true count from the
 * active listings, each image the illustration of a real listing the slide is about, and each
 * link opens the search that finds exactly those cars.
 */
import { sql, type SQL } from "drizzle-orm";
import { groupIndian } from "~/lib/format-inr";
import type { HeroSlide } from "~/lib/home-cards";
import type { Database } from "../db/client";
import { listingImageUrls, type IllustratedListing } from "../listings/listing-images";
import { activeListing } from "../listings/active-listing";

interface SlideDefinition {
  id: string;
  /** Which active listings the slide is about. */
  where: SQL;
  /** What the headline counts (listings unless said otherwise). */
  count?: SQL;
  headline: (count: string, platforms: string) => string;
  text: string;
  href: string;
  cta: string;
}

const SHARED_CAR = sql`car_group in (select car_group from listings where ${activeListing} and car_group is not null
  group by car_group having count(*) > 1)`;

const SLIDES: readonly SlideDefinition[] = [
  {
    id: "all",
    where: sql`true`,
    headline: (n, platforms) => `${n} cars from ${platforms} platforms, one search`,
    text: "Every partner's listings side by side, with prices in rupees straight from the source.",
    href: "/used-cars",
    cta: "Browse used cars",
  },
  {
    id: "suv",
    where: sql`body_type = 'SUV'`,
    headline: (n) => `${n} SUVs listed right now`,
    text: "From compact city SUVs to seven-seat off-roaders.",
    href: "/search?q=suv",
    cta: "See SUVs",
  },
  {
    id: "under-5-lakh",
    where: sql`price <= 500000`,
    headline: (n) => `${n} cars under ₹5 Lakh`,
    text: "A first car or a second one: budget picks from every platform.",
    href: "/search?q=under+5+lakh",
    cta: "See cars under ₹5 Lakh",
  },
  {
    id: "automatic",
    where: sql`transmission = 'Automatic'`,
    headline: (n) => `${n} automatics for easy city driving`,
    text: "No clutch in stop-and-go traffic.",
    href: "/search?q=automatic",
    cta: "See automatic cars",
  },
  {
    id: "seven-seater",
    where: sql`seats >= 7`,
    headline: (n) => `${n} cars with 7 or more seats`,
    text: "Room for the whole family and the luggage.",
    href: "/search?q=7+seater",
    cta: "See 7-seaters",
  },
  {
    id: "multi-platform",
    where: SHARED_CAR,
    count: sql`count(distinct car_group)`,
    headline: (n) => `${n} cars are listed on more than one platform`,
    text: "Open one and see every platform's price for the same car.",
    href: "/used-cars",
    cta: "Compare prices",
  },
];

type PickRow = IllustratedListing & { slide: number };

/** Newest candidates per slide, so each slide can show a different car. */
const CANDIDATES = SLIDES.length;

export async function getHeroSlides(db: Database): Promise<HeroSlide[]> {
  const countColumns = sql.join(
    SLIDES.map((s, i) => sql`${s.count ?? sql`count(*)`} filter (where ${s.where}) as ${sql.raw(`c${i}`)}`),
    sql`, `,
  );
  const picks = sql.join(
    SLIDES.map(
      (s, i) => sql`(select ${i}::int as slide, id, make, model, year, body_type, exterior_color, listed_at from listings
        where ${activeListing} and ${s.where} order by listed_at desc, id desc limit ${CANDIDATES})`,
    ),
    sql` union all `,
  );
  const [counts, candidates] = await Promise.all([
    db.execute<Record<string, number>>(
      sql`select count(distinct source)::int as platforms, ${countColumns} from listings where ${activeListing}`,
    ),
    db.execute<PickRow>(sql`select * from (${picks}) p order by slide, listed_at desc, id desc`),
  ]);
  const row = counts.rows[0] ?? {};
  const used = new Set<number>();
  return SLIDES.map((slide, i) => {
    const pick = candidates.rows.find((c) => c.slide === i && !used.has(c.id));
    if (pick) used.add(pick.id);
    return {
      id: slide.id,
      headline: slide.headline(groupIndian(Number(row[`c${i}`] ?? 0)), groupIndian(Number(row.platforms ?? 0))),
      text: slide.text,
      href: slide.href,
      cta: slide.cta,
      image: pick ? listingImageUrls(pick)[0] : null,
      imageAlt: pick ? `${pick.exterior_color ?? ""} ${pick.year} ${pick.make} ${pick.model}`.trim() : "",
    };
  });
}

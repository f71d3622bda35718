/**
 * Three short owner stories written for CarSaathi (original text), published as approved
 * submissions by a demo author so /blog is not empty on a fresh install. Written by the seed
 * script only when their slug is missing; an admin's later decision is never undone on start.
 */
import { inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { blogSubmissions } from "../db/schema";

const AUTHOR = { authorName: "CarSaathi Community", authorEmail: "stories@demo.carsaathi.in" };

export const BLOG_SEED = [
  {
    slug: "our-first-family-car-a-wagon-r-in-pune",
    title: "Our first family car: a Wagon R in Pune",
    carMake: "Maruti Suzuki",
    carModel: "Wagon R",
    carYear: "2018",
    approvedAt: "2026-09-12T06:30:00Z",
    content: [
      "We bought our Wagon R second-hand with 38,000 km on it, mostly because it was the car my father could park in our narrow lane without a second try.",
      "## What surprised us",
      "- The tall roof: my mother gets in without bending, which matters more than any feature list.",
      "- Running costs stayed low; the yearly service at the local workshop rarely crossed a few thousand rupees.",
      "## What we would check next time",
      "Look at the service book page by page. Ours had a gap of two years, and the clutch told us about it within six months.",
    ].join("\n\n"),
  },
  {
    slug: "monsoon-commute-lessons-from-a-nexon-ev",
    title: "Monsoon commute lessons from a Nexon EV",
    carMake: "Tata",
    carModel: "Nexon EV",
    carYear: "2022",
    approvedAt: "2026-10-03T05:00:00Z",
    content: [
      "I drive 42 km a day across Bengaluru, and this was my first monsoon with an electric car.",
      "Waterlogged underpasses worried me more than range. I now keep to routes I know drain quickly, and I have not had a single problem.",
      "Range drops a little with the air conditioning and wipers running all the time, but charging at home overnight means I start every morning full.",
      "**My tip:** install the home charger before the rains start. The electrician's queue gets long in June.",
    ].join("\n\n"),
  },
  {
    slug: "selling-my-old-city-without-losing-my-mind",
    title: "Selling my old City without losing my mind",
    carMake: "Honda",
    carModel: "City",
    carYear: "2015",
    approvedAt: "2026-10-28T09:15:00Z",
    content: [
      "After nine years with our Honda City I listed it myself instead of taking the first exchange offer from the dealer.",
      "Three things helped: clear photos in daylight, every service bill scanned into one file, and an honest note about the dent on the rear bumper.",
      "Most calls in the first week were only checking the lowest price. The buyer who paid a fair amount was the one who asked about the timing belt.",
      "It took three weeks, and we got noticeably more than the exchange offer.",
    ].join("\n\n"),
  },
];

/** Returns how many stories were written. */
export async function ensureBlogSeed(db: Database): Promise<number> {
  const present = new Set(
    (await db.select({ slug: blogSubmissions.slug }).from(blogSubmissions).where(inArray(blogSubmissions.slug, BLOG_SEED.map((p) => p.slug)))).map((r) => r.slug),
  );
  const missing = BLOG_SEED.filter((p) => !present.has(p.slug));
  if (!missing.length) return 0;
  await db.insert(blogSubmissions).values(
    missing.map((p) => ({
      ...AUTHOR,
      slug: p.slug,
      title: p.title,
      content: p.content,
      carMake: p.carMake,
      carModel: p.carModel,
      carYear: p.carYear,
      status: "approved" as const,
      approvedAt: new Date(p.approvedAt),
      createdAt: new Date(p.approvedAt),
    })),
  );
  return missing.length;
}

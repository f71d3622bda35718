import type { NewsSeedArticle } from "./types";

export const MARKET_ARTICLES: NewsSeedArticle[] = [
  {
    slug: "why-the-compact-suv-segment-is-so-crowded",
    title: "Why the compact SUV segment is so crowded",
    excerpt: "Nearly every carmaker in India sells an SUV just under four metres long. The tax rules, Indian roads and buyers' tastes explain why.",
    category: "Market Analysis",
    tags: ["SUV", "compact SUV", "sub-4-metre", "market"],
    author: "CarSaathi Market Desk",
    publishedAt: "2026-11-16T05:30:00Z",
    mentioned: { make: "Hyundai", model: "Venue" },
    body: `Walk into almost any showroom in India and one of the first cars on display will be a compact SUV: tall, boxy and just under four metres long. The segment has become one of the busiest in the market, and the reasons are partly practical and partly about tax.

## The four-metre line

Cars shorter than four metres with small engines attract a lower rate of tax than longer or bigger-engined cars. Carmakers therefore design many models to stop just short of that length. A compact SUV gives buyers the look and height of a bigger car while staying in the lower tax band.

## What buyers like about them

- **Ground clearance:** speed breakers, potholes and flooded streets are easier to deal with.
- **Driving position:** sitting higher gives a better view in dense traffic.
- **Image:** an SUV feels like a step up from a hatchback, even at a similar price.
- **Choice:** petrol, diesel, CNG, turbo-petrol and electric versions are all on offer in the segment.

## The trade-offs

A compact SUV is often heavier and less aerodynamic than the hatchback it is based on, so it can use more fuel. The short length also limits boot space and rear legroom; a family of five with luggage may find a sedan or a longer SUV roomier. Some models add a lot of features to the top variants while the lower variants are quite plain.

## What it means for used-car buyers

Because so many were sold, there are plenty of used compact SUVs on the market, which gives buyers room to compare and negotiate. Check the service history and the condition of suspension parts, which work hard on rough roads. Our [used-car inspection guide](/guides/used-car-inspection) lists what to look at, and you can browse [SUVs for sale](/search?q=suv) on CarSaathi.`,
  },
  {
    slug: "used-car-prices-after-the-festive-season",
    title: "What happens to used-car prices after the festive season",
    excerpt: "Demand for cars peaks around the festivals, and trade-ins flood the used market soon after. What that means for buyers and sellers in the weeks that follow.",
    category: "Market Analysis",
    tags: ["used cars", "prices", "festive season", "selling"],
    author: "CarSaathi Market Desk",
    publishedAt: "2026-11-05T05:30:00Z",
    body: `The weeks around Navratri, Dussehra and Diwali are the busiest of the year for car showrooms. Many families treat the festivals as the right time for a new car, and carmakers and dealers run their biggest offers then. The used-car market feels the effect too, in a slightly delayed way.

## More cars coming in

Many new-car buyers exchange their old car at the dealership. Those trade-ins reach the used market in the weeks after the festivals, so the number of used cars on sale often rises just when the rush of buyers has passed.

## What it can mean for buyers

- **More choice:** a wider range of models, years and colours to compare.
- **Room to negotiate:** dealers holding several similar cars may prefer a quick sale.
- **Year-end thinking:** as the calendar year closes, some buyers wait for January so the car shows a newer manufacturing year. That can soften demand in December.

None of this is a rule. Popular models in good condition sell quickly in any season, and local conditions matter more than national patterns.

## What it can mean for sellers

If you plan to sell privately, listing before the festive rush or well after the trade-in wave can help your car stand out. Clean photos, service records and a fair asking price matter more than timing.

## Judging a fair price

Whatever the month, compare the asking price with similar cars of the same year, kilometres and ownership. CarSaathi's [market trends](/trends) page shows median asking prices by body type and model year, and every listing carries a deal rating against our fair-price estimate. Our [pricing guide](/guides/pricing-guide) explains how to read them.`,
  },
  {
    slug: "booking-a-newly-launched-car",
    title: "Booking a newly launched car: tokens, waiting periods and introductory prices",
    excerpt: "A launch brings excitement and queues. How bookings usually work, what an introductory price means and how to protect your token amount.",
    category: "Launch",
    tags: ["launch", "booking", "waiting period", "new cars"],
    author: "CarSaathi News Desk",
    publishedAt: "2026-10-22T05:30:00Z",
    body: `When a much-awaited model is launched, showrooms fill up with people who want to be among the first owners. A little preparation makes the booking smoother and avoids surprises later.

## How bookings usually work

Most carmakers open bookings before or at the launch against a token amount, paid at a dealer or online. The token reserves a place in the queue for a particular variant, colour and engine. Delivery follows once the car is allotted, which can take anywhere from days to months depending on demand and production.

## Introductory prices

A launch price is often called **introductory**, meaning it applies to a first batch of bookings or for a limited time. The price you pay is usually the one applicable on the day of invoicing, not the day of booking, unless the booking terms say otherwise. Read the receipt and ask the dealer to write down any promised price protection.

## Protecting your token

- Get a proper receipt with the variant, colour and token amount.
- Ask about the refund policy and how long a refund takes if you cancel.
- Keep all messages and emails with the dealer.
- Be wary of anyone offering an earlier delivery for an extra payment outside the invoice.

## Variants and waiting periods

Popular variants and colours often have the longest queues. If you are flexible, asking which variants are arriving sooner can shorten the wait considerably.

## Before signing

Take a test drive once cars reach the showroom, check the on-road price for your city and compare it with rivals. Our guide to [comparing cars side by side](/guides/car-comparison) helps you decide whether the new model really beats the cars already on sale.`,
  },
  {
    slug: "choosing-the-right-variant-of-a-new-car",
    title: "New launches: choosing the right variant without paying for what you won't use",
    excerpt: "Most new cars come in five or more variants. How to read a variant list, where the safety features sit and when the top trim is worth it.",
    category: "New Launches",
    tags: ["new launches", "variants", "features", "buying"],
    author: "CarSaathi News Desk",
    publishedAt: "2026-10-08T05:30:00Z",
    body: `A new model rarely arrives as one car. It comes as a ladder of variants, from a base trim to a fully loaded one, often with several engines and gearboxes. The price gap between the ends of the ladder can be large, so choosing well matters.

## Start with safety

Look first at what each variant has in safety: the number of airbags, electronic stability control, ISOFIX child-seat mounts and rear seat belts for every passenger. Many carmakers now offer important safety features across the range, but some still keep them for upper variants. A car's crash-test rating, where it has one, applies to the version that was tested.

## Then the engine and gearbox

The choice between petrol, diesel, CNG and electric, and between manual and automatic, changes running costs and comfort more than any feature. Often a particular engine or automatic gearbox is only sold with certain variants, which can push you up the ladder.

## Features worth having

- Features you will use every day: rear AC vents, a good infotainment screen, steering controls.
- Features that protect the car's value: alloy wheels and a reversing camera are popular with used-car buyers.
- Features that sound good in a brochure but may go unused: some connected-car services need a subscription after the first years.

## The middle is often the sweet spot

Mid variants frequently carry most of the useful equipment at a clearly lower price than the top trim. Make a list of what you need, find the lowest variant that has it, then decide whether the step up is worth the money to you.

When a new model is listed on CarSaathi, its [new car pages](/new-cars) show each variant's price in your city, and our [new-car research guide](/guides/new-car-research) has a checklist to take to the showroom.`,
  },
];

import type { NewsSeedArticle } from "./types";

export const SAFETY_TECH_ARTICLES: NewsSeedArticle[] = [
  {
    slug: "adas-on-indian-roads",
    title: "ADAS on Indian roads: what driver-assistance systems can and cannot do",
    excerpt: "Adaptive cruise control, lane keeping and automatic braking are now offered on mid-priced cars. How they cope with Indian traffic, and why the driver stays in charge.",
    category: "Technology",
    tags: ["ADAS", "safety", "technology", "driver assistance"],
    author: "CarSaathi Tech Desk",
    publishedAt: "2026-11-18T05:30:00Z",
    body: `Advanced driver-assistance systems, usually shortened to ADAS, have moved from luxury cars to family SUVs and even some sedans in India. They use cameras and radar to watch the road and can warn the driver or act on their own in certain situations.

## The common functions

- **Forward collision warning and automatic emergency braking:** the car warns of an obstacle ahead and can brake if the driver does not.
- **Adaptive cruise control:** keeps a set gap to the vehicle in front on the highway.
- **Lane departure warning and lane keep assist:** alerts or gently steers when the car drifts out of its lane.
- **Blind-spot monitoring:** warns of vehicles beside and behind the car.

## Where Indian conditions test them

These systems were largely developed for roads with clear lane markings and predictable traffic. On Indian roads, lane markings are often faded or missing, two-wheelers filter closely, pedestrians and animals cross without warning, and heavy rain or dust can blind a camera. Owners report that some functions are very useful on expressways and less so in dense city traffic, where frequent warnings can become tiring. Most cars let the driver adjust sensitivity or switch individual functions off.

## The driver stays responsible

ADAS assists; it does not drive the car. The systems sold in India are designed to support an attentive driver who keeps their hands on the wheel and eyes on the road. They can fail to see an obstacle, and they can brake when there is no need.

## Worth paying for?

If you drive often on highways, features such as adaptive cruise control and automatic braking can reduce fatigue and add a margin of safety. For mostly city use, basics such as good airbags, stability control and a strong body matter more. Compare variants carefully: ADAS is often limited to the top trims. Our [comparison tool](/compare) shows cars side by side.`,
  },
  {
    slug: "bharat-ncap-star-ratings-explained",
    title: "Bharat NCAP star ratings explained",
    excerpt: "India's own crash-test programme gives cars star ratings for adult and child safety. What the ratings measure and how to use them when you shop.",
    category: "Safety",
    tags: ["Bharat NCAP", "crash test", "safety", "ratings"],
    author: "CarSaathi Tech Desk",
    publishedAt: "2026-11-01T05:30:00Z",
    body: `Bharat NCAP is India's new-car assessment programme. Carmakers can submit their cars for crash testing, and the results are published as star ratings that buyers can compare. It follows the approach of international NCAP programmes, adapted to Indian conditions.

## Two separate ratings

Each tested car receives two ratings out of five stars:

- **Adult Occupant Protection:** how well the car protects the driver and front passenger in the crash tests.
- **Child Occupant Protection:** how well children in suitable child seats are protected, which also takes into account how easy it is to fit those seats.

The two are separate because a car can do well on one and less well on the other.

## What is tested

The programme runs several crash tests, such as a frontal offset impact and a side impact, and assesses safety equipment like airbags, seat-belt reminders and stability control. Higher ratings require the car to pass additional tests and carry certain safety features.

## Reading a rating sensibly

- A rating applies to the version of the car that was tested and the equipment it had; check that the variant you are buying has the same airbags and features.
- Stars compare cars of broadly similar size and weight; a small car and a large SUV with the same stars will not behave identically in a crash with each other.
- Participation is voluntary, so an unrated car is not necessarily unsafe. It simply has not been assessed.

## Using it when you shop

Put safety near the top of your list, next to budget. Once you have a shortlist, look up each model's rating and the variant it applies to, and compare the safety equipment across variants. Our [new-car research guide](/guides/new-car-research) includes a safety checklist.`,
  },
  {
    slug: "bs6-phase-2-what-changed-for-car-buyers",
    title: "BS6 phase 2: what changed for car buyers",
    excerpt: "The second stage of India's BS6 emission rules brought real-driving testing and stricter on-board monitoring. What it meant for engines, prices and used cars.",
    category: "Technology",
    tags: ["BS6", "emissions", "RDE", "diesel", "petrol"],
    author: "CarSaathi Tech Desk",
    publishedAt: "2026-09-24T05:30:00Z",
    body: `India moved to Bharat Stage 6 emission norms in 2020, skipping the fifth stage altogether. The second phase of BS6 tightened how cars are tested and monitored. For buyers, the effects showed up in engine line-ups, prices and a few new terms in brochures.

## Real driving emissions

Earlier rules measured emissions only in a laboratory cycle. The second phase added **real driving emissions** checks: a car's emissions are also measured on actual roads with portable equipment, so an engine has to stay clean outside the test cycle as well.

## Closer on-board monitoring

Cars must carry on-board diagnostics that watch emission-related parts continuously and warn the driver when something goes wrong, for example through a warning light on the instrument cluster. This helps catch a faulty sensor or catalytic converter early.

## Effects on engines and prices

- Meeting the rules required extra hardware and calibration work on many engines, which added to costs.
- Some older or low-volume engines, especially smaller diesels, were dropped rather than updated.
- Engines were also readied for petrol blended with ethanol, which is becoming more widely available.

## What it means for used-car buyers

A used car's emission standard is shown on its registration certificate and documents. Cars of the same model can differ depending on when they were made, so check the manufacturing date if it matters to you, for example for city rules on older diesels. A warning light for the emission system on a test drive deserves a proper diagnosis before you buy.

Our [documents checklist](/guides/documents-check) explains the papers to look at, and the [used-car inspection guide](/guides/used-car-inspection) covers the test drive.`,
  },
  {
    slug: "what-upcoming-car-news-really-tells-you",
    title: "Upcoming cars: how to read spy shots, teasers and launch rumours",
    excerpt: "Between the first test mule and the showroom, a new car goes through many rumours. How to tell what is confirmed from what is guesswork before you wait for one.",
    category: "Upcoming",
    tags: ["upcoming", "launch", "new cars", "buying"],
    author: "CarSaathi News Desk",
    publishedAt: "2026-09-10T05:30:00Z",
    body: `Car enthusiasts love upcoming models, and the internet is full of photos of camouflaged test cars, teaser images and predicted prices. For a buyer deciding whether to wait, it helps to know how much weight each kind of news deserves.

## The usual path to launch

1. **Test mules:** heavily covered cars seen on highways and in hill towns. They confirm that a model is being developed, not when it will arrive.
2. **Official teasers:** short images or videos from the carmaker, usually shortly before the reveal. A teaser is a firm sign that the launch is near.
3. **Reveal or unveil:** the car is shown with its design and main features, sometimes with bookings opening.
4. **Launch:** prices are announced and deliveries begin, often a little later.

## Confirmed versus expected

Information from the carmaker itself, such as press releases, official websites and dealer communication, is confirmed. Engine figures, prices and dates reported earlier are often estimates and can change. Treat "expected price" headlines as a rough range, not a promise.

## Should you wait?

- If your current car is working well, waiting a few months for a confirmed launch can give you more choice.
- If you need a car now, a model already on sale has known prices, known waiting periods and real owner reviews.
- A new launch can also lead to offers on the older models it competes with.

## After launch

Early batches of a new model sometimes receive small updates in the first months. Reading owner feedback after the first deliveries can be worth the short delay.

You can keep an eye on what is on sale today in the [new car listings](/new-cars), and compare any upcoming car against it once it is launched.`,
  },
  {
    slug: "buying-a-discontinued-car",
    title: "Discontinuation: what it means to own or buy a car that is no longer made",
    excerpt: "Models are withdrawn for new rules, low sales or a successor. What happens to spares, service and resale value, and how to buy one sensibly.",
    category: "Discontinuation",
    tags: ["discontinued", "spare parts", "resale value", "used cars"],
    author: "CarSaathi Market Desk",
    publishedAt: "2026-08-27T05:30:00Z",
    body: `Every year some cars leave the Indian market. A model may be replaced by a new generation, fail to meet a new regulation at a sensible cost, or simply not sell enough. For owners and used-car buyers, the important questions are about service, parts and value.

## Service and spare parts

Carmakers that stay in India generally continue to support discontinued models through their service networks for a number of years. Common wear parts such as filters, brake pads and suspension parts are usually easy to find, often from parts makers too. Body panels, trim pieces and electronics specific to the model can become harder to get over time.

## When the brand leaves India

The situation is different when a carmaker stops selling cars in India altogether. Service may continue through remaining dealers or authorised partners, but the network can shrink. It is worth checking how many workshops are still close to you.

## Resale value

Discontinuation tends to weigh on resale value, since some buyers worry about future support. That can make a well-kept discontinued car good value for a buyer who plans to keep it for a long time, and it means owners should expect a lower price when selling.

## Buying one sensibly

- Ask a local independent mechanic whether they service the model and can get parts.
- Prefer cars with a full service history and original parts.
- Check the availability and price of a few common parts before you agree a price.
- Factor a slightly lower resale value into your budget.

Our [used-car inspection guide](/guides/used-car-inspection) and [pricing guide](/guides/pricing-guide) help you judge condition and price, and you can search [used cars](/used-cars) by make and model.`,
  },
];

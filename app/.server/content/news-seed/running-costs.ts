import type { NewsSeedArticle } from "./types";

export const RUNNING_COST_ARTICLES: NewsSeedArticle[] = [
  {
    slug: "charging-an-electric-car-in-indian-cities",
    title: "Charging an electric car in an Indian city: home, office and public points",
    excerpt: "Most EV owners charge where the car sleeps. What a home socket, a wall box and a public fast charger each mean for a city driver, and what to sort out before buying.",
    category: "Electric Vehicles",
    tags: ["EV", "charging", "electric cars", "running costs"],
    author: "CarSaathi News Desk",
    publishedAt: "2026-11-20T05:30:00Z",
    mentioned: { make: "Tata", model: "Nexon" },
    body: `Ask an electric-car owner in Pune or Bengaluru how they charge and the answer is usually the same: overnight, at home. Public chargers make the headlines, but the everyday routine of most owners is far less dramatic.

## Home charging comes first

A car parked in an independent house can usually be charged from a dedicated socket or a wall-mounted charger supplied with the car. In an apartment the question is the parking slot. Many housing societies now have a process for owners to install a metered point, but it helps to ask the society committee and the electricity provider **before** booking the car, not after delivery.

- A regular socket charges slowly; it suits cars that do short daily runs.
- A wall box is faster and is often installed by the carmaker's partner.
- A separate meter or a sub-meter keeps the bill fair in a shared building.

## Office and mall charging

Some offices, malls and hotels offer slow chargers in their parking. They are handy for topping up while the car would sit anyway, but few owners plan their week around them.

## Public fast chargers

DC fast chargers along highways and in city hubs matter most on long trips. Their availability varies a lot between cities and routes, and tariffs differ by operator. Before a highway drive, owners typically check the operator's app for the chargers on the route, whether they work and how much they cost per unit.

## Before you buy

Think about where the car will sleep, how far you drive on a normal day and how often you leave the city. If the first answer is settled, the rest is usually manageable. Our [guide to researching a new car](/guides/new-car-research) lists the other questions worth asking, and you can compare [electric cars on sale](/search?q=electric) today.`,
  },
  {
    slug: "cng-running-costs-explained",
    title: "CNG running costs explained: how to work out your own cost per kilometre",
    excerpt: "CNG cars are cheap to run, but the saving depends on how far you drive and where you fill. A simple way to compare petrol and CNG for your own use.",
    category: "Mileage",
    tags: ["CNG", "running costs", "fuel", "petrol"],
    author: "CarSaathi Market Desk",
    publishedAt: "2026-11-12T05:30:00Z",
    mentioned: { make: "Maruti Suzuki", model: "Dzire" },
    body: `Factory-fitted CNG versions of popular hatchbacks and sedans sell in large numbers, and the reason is simple: for many drivers they cost less per kilometre than petrol. How much less depends on you, not on a brochure.

## Work out the cost per kilometre

The sum is the same for any fuel: the price of a unit of fuel divided by the distance the car covers on it.

1. Note the price of a litre of petrol and a kilogram of CNG in your city.
2. Use a realistic figure for distance per litre and per kilogram, from owners of the same car rather than the claimed figure.
3. Divide price by distance for each fuel and compare.

Multiply the difference by the kilometres you drive in a year and you have the yearly saving. Set it against the extra price of the CNG version to see how many years it takes to pay back.

## What the sum leaves out

- **Boot space:** the cylinder usually takes a large part of the boot.
- **Filling:** queues at CNG stations can be long at peak times, and some routes have few stations.
- **Performance:** the car feels slower on CNG, especially with a full load or on hills.
- **Upkeep:** the cylinder needs periodic testing, and the CNG kit has its own service items.

## Who it suits

CNG makes most sense for people who drive a lot inside cities with a good network of stations: daily commuters, fleet owners and families with long regular runs. For a car that does a few thousand kilometres a year, the payback can take a long time.

If you are weighing a used CNG car, check that the kit is factory-fitted or endorsed on the registration certificate. Our [documents checklist](/guides/documents-check) explains what to look for.`,
  },
  {
    slug: "claimed-mileage-versus-real-world",
    title: "Claimed mileage versus real-world mileage: why the numbers differ",
    excerpt: "The figure in the brochure comes from a standard laboratory test. Traffic, air-conditioning and your right foot decide what you actually get.",
    category: "Mileage",
    tags: ["mileage", "fuel efficiency", "testing", "petrol", "diesel"],
    author: "CarSaathi Tech Desk",
    publishedAt: "2026-10-28T05:30:00Z",
    body: `Almost every new-car advertisement in India quotes a fuel-efficiency figure, and almost every owner finds their own figure lower. Neither side is lying; they are measuring different things.

## Where the claimed figure comes from

Carmakers must have their cars tested by an approved agency over a standard driving cycle in a laboratory. The car runs on rollers following a fixed pattern of speeds, stops and accelerations, at a controlled temperature. The result is repeatable, which makes it useful for **comparing one car with another**. It was never meant to predict your own numbers.

## Why real-world figures are lower

- **Traffic:** stop-go driving in dense city traffic uses far more fuel than a steady cycle.
- **Air-conditioning:** running the AC through an Indian summer costs a noticeable share of fuel.
- **Load:** a full family and luggage weigh a lot in a small car.
- **Driving style:** hard acceleration and high highway speeds raise consumption quickly.
- **Upkeep:** low tyre pressure and a clogged air filter quietly add to the bill.

## How to measure your own

Fill the tank to the brim, reset the trip meter, drive normally, then fill to the brim again. Divide the kilometres driven by the litres added. Repeat over a few fills for a fair average; the trip computer in the car is a useful guide but not always exact.

## Using the numbers when buying

Use the claimed figure to rank cars against each other, then ask owners of the same model and engine for their real figures. Owner forums and friends who drive the car in similar traffic are better guides than any single test. On CarSaathi you can compare [cars side by side](/compare), including their fuel type and gearbox, before you shortlist.`,
  },
  {
    slug: "how-on-road-price-is-made-up",
    title: "How a car's on-road price is made up",
    excerpt: "The ex-showroom price is only the start. Road tax, registration, insurance and a few smaller charges decide what you actually pay, and they vary by state.",
    category: "Market Analysis",
    tags: ["on-road price", "road tax", "insurance", "buying"],
    author: "CarSaathi Market Desk",
    publishedAt: "2026-10-15T05:30:00Z",
    mentioned: { make: "Hyundai", model: "Creta" },
    body: `Two buyers of the same car in two states can pay noticeably different amounts. The difference is not in the car; it is in the charges added to the ex-showroom price.

## The parts of the bill

- **Ex-showroom price:** what the dealer charges for the car, including GST and any cess.
- **Road tax:** set by each state, usually a percentage of the price that can change with the fuel type, the price band and sometimes the engine size. Many states charge electric cars less.
- **Registration and number plate fees:** charged by the RTO for the registration certificate and high-security plates.
- **Insurance:** a new car needs third-party cover for several years and own-damage cover for at least the first year; add-ons such as zero depreciation raise the premium.
- **FASTag and small fees:** a tag for toll plazas and sometimes a handling or logistics charge.
- **Tax collected at source:** applies to cars above a price threshold and can be claimed back against income tax.

## Charges you can question

Extended warranty, accessory packs and dealer "handling charges" are often bundled into the quote. Some are useful, some are not, and some are negotiable. Ask for an itemised quote and decide on each line.

## Insurance is worth comparing

The dealer's insurance is convenient, but you are usually free to buy the policy elsewhere. Comparing two or three quotes with the same cover can save a fair amount. Our [car insurance guide](/guides/car-insurance) explains the covers and add-ons.

## Check the figure for your city

CarSaathi's new-car pages show the on-road price for the city you choose, with road tax and fees listed separately. Pick your city on the [new cars page](/new-cars) and the prices follow it.`,
  },
];

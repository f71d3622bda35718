/**
 * The buying guides as data: /guides lists them by group, /guides/:slug renders one. Written
 * for Indian buyers; figures are the law's or the insurers' published slabs, never our guesses.
 */
export type GuideGroup = "new" | "used";

export interface GuideSection {
  heading: string;
  paragraphs: string[];
  checklist?: string[];
  /** Further reading: our pages, or official services (absolute URLs open as external links). */
  links?: { href: string; label: string }[];
}

export interface Guide {
  slug: string;
  group: GuideGroup;
  title: string;
  /** One sentence: the card text on /guides and the meta description. */
  summary: string;
  intro: string;
  sections: GuideSection[];
  search: { href: string; label: string };
  related: string[];
}

export const GUIDE_GROUPS: { group: GuideGroup; title: string }[] = [
  { group: "new", title: "Buying a new car" },
  { group: "used", title: "Buying a used car" },
];

export const GUIDES: Guide[] = [
  {
    slug: "new-car-research",
    group: "new",
    title: "Researching a new car",
    summary: "Work out your real budget, pick the right body type and fuel, and read an on-road price line by line.",
    intro: "The ex-showroom price in an advert is not what you pay. Start from the on-road price, then narrow the field by how you actually drive.",
    sections: [
      {
        heading: "What goes into the on-road price",
        paragraphs: [
          "Dealers quote ex-showroom first. The on-road price adds road tax and registration at your RTO (a percentage set by each state, often lower or waived for electric cars), the first insurance policy, a FASTag, and Tax Collected at Source of 1% when the ex-showroom price is above ₹10 lakh (you can claim TCS back against your income tax).",
          "Ask for an itemised quote. Accessory packs, extended warranty and 'handling' or 'logistics' charges are negotiable or optional; you may also buy insurance from any insurer instead of the dealer's tie-up.",
        ],
        checklist: [
          "Ex-showroom price of the exact variant and colour",
          "Road tax and registration for your state",
          "Insurance: compare the dealer's quote with two other insurers",
          "TCS if ex-showroom is above ₹10 lakh",
          "Optional items listed separately, none pre-added",
        ],
      },
      {
        heading: "Choose body type, fuel and gearbox by use",
        paragraphs: [
          "Hatchbacks are easiest to park in city traffic; sedans give a bigger boot; compact SUVs add ground clearance for broken roads; seven-seaters suit joint families. If you drive under about 1,000 km a month, petrol usually costs less over the years than diesel; CNG has the lowest running cost where filling stations are close; an EV makes most sense with charging at home.",
          "Automatics come in several kinds: AMT (cheapest, slight pause between gears), CVT and torque converter (smooth), and DCT (quick, best for open roads). Drive each one in traffic before you decide.",
        ],
      },
      {
        heading: "When to buy",
        paragraphs: [
          "Month-end, quarter-end and the festive season (Navratri to Diwali) bring the most offers. December has the largest discounts, but a car made this year and registered in January counts as a year older at resale: check the manufacturing month on the VIN plate before you sign.",
        ],
      },
      {
        heading: "At delivery: the pre-delivery inspection",
        paragraphs: ["Inspect the car in daylight before you pay the balance. A new car should reach you with very few kilometres on the odometer."],
        checklist: [
          "VIN and engine number match the invoice and insurance",
          "Manufacturing month is recent",
          "No paint scratches, dents or mismatched panels",
          "All accessories you paid for are fitted",
          "Two keys, owner's manual, service book and warranty card",
        ],
      },
    ],
    search: { href: "/new-cars", label: "Browse new cars" },
    related: ["car-comparison", "car-financing", "car-insurance"],
  },
  {
    slug: "car-comparison",
    group: "new",
    title: "Comparing cars side by side",
    summary: "Compare cars on the total cost of owning them, safety and the features you will really use.",
    intro: "Two cars at the same price can cost very different amounts to own. Compare them on what you will pay and live with over five years, not on the brochure.",
    sections: [
      {
        heading: "Compare the cost of ownership",
        paragraphs: [
          "Add the on-road price, fuel for your monthly distance, insurance renewals and scheduled service costs. Claimed mileage (ARAI figures) is measured in test conditions; real-world figures are usually lower, so compare cars on the same basis.",
          "Resale matters too: popular models with wide service networks lose value more slowly. Our live market figures show which models are listed most and what they ask.",
        ],
        links: [{ href: "/trends", label: "Live market trends" }],
      },
      {
        heading: "Safety first",
        paragraphs: [
          "Check the crash-test rating from Bharat NCAP or Global NCAP for the exact body and year, the number of airbags, and whether electronic stability control (ESC) is standard or only on top variants.",
        ],
        checklist: ["Crash-test stars for adults and children", "Six airbags or at least front and side", "ESC and ABS with EBD", "ISOFIX child-seat mounts", "Rear seat belts for all passengers"],
      },
      {
        heading: "Features you will use",
        paragraphs: [
          "A sunroof or a bigger touchscreen looks good in a showroom; rear AC vents, a reversing camera and enough boot space for your luggage matter on every trip. Check ground clearance if your roads flood or have tall speed breakers.",
        ],
      },
    ],
    search: { href: "/search?q=suv+under+15+lakh", label: "Compare SUVs under ₹15 lakh" },
    related: ["new-car-research", "pricing-guide", "car-insurance"],
  },
  {
    slug: "car-financing",
    group: "new",
    title: "Financing a new car",
    summary: "How a car loan EMI is worked out, what a lender will ask for, and the charges to check before you sign.",
    intro: "A loan spreads the cost, but the interest, fees and tenure decide what the car finally costs. Know the numbers before you visit the dealer's finance desk.",
    sections: [
      {
        heading: "How an EMI is calculated",
        paragraphs: [
          "The EMI is P × r × (1 + r)^n ÷ ((1 + r)^n − 1), where P is the loan amount, r the monthly interest rate (annual rate ÷ 12 ÷ 100) and n the number of months. A longer tenure lowers the EMI but raises the total interest you pay.",
          "A larger down payment cuts both. Many buyers keep the car EMI to a modest share of monthly take-home pay so that insurance, fuel and servicing still fit the budget.",
        ],
      },
      {
        heading: "Compare offers on the full cost",
        paragraphs: ["Get quotes from your own bank as well as the dealer's partners. Compare the total amount payable, not only the rate."],
        checklist: [
          "Interest rate, and whether it is fixed or floating",
          "Processing fee and documentation charges",
          "Prepayment and foreclosure charges",
          "Any insurance or extended warranty bundled into the loan",
          "Total amount payable over the tenure",
        ],
      },
      {
        heading: "Hypothecation and closing the loan",
        paragraphs: [
          "Until the loan is repaid, the car is hypothecated to the lender and the RC says so. When you pay the last EMI, collect the lender's NOC and Form 35, and apply at your RTO to remove the hypothecation. Do this straight away: you cannot sell the car cleanly without it.",
        ],
      },
    ],
    search: { href: "/new-cars", label: "Browse new cars" },
    related: ["used-car-financing", "new-car-research", "car-insurance"],
  },
  {
    slug: "car-insurance",
    group: "new",
    title: "Car insurance explained",
    summary: "Third-party versus comprehensive cover, add-ons worth paying for, and how your No Claim Bonus moves with you.",
    intro: "Third-party insurance is compulsory under the Motor Vehicles Act; driving without it is an offence. Most owners buy comprehensive cover, which also pays for damage to their own car.",
    sections: [
      {
        heading: "Cover types and IDV",
        paragraphs: [
          "Comprehensive cover is own damage plus third party. The Insured Declared Value (IDV) is roughly the car's market value and is the most you get if it is stolen or written off: a very low IDV makes the premium cheaper but the payout smaller.",
          "New cars are sold with three years of third-party cover; the own-damage part is renewed every year.",
        ],
      },
      {
        heading: "Add-ons worth considering",
        paragraphs: ["Zero depreciation pays the full cost of replaced parts, useful for the first few years. Engine protection matters in cities that flood. Return to invoice pays the on-road price if the car is stolen or a total loss. Roadside assistance and consumables cover are cheap extras."],
      },
      {
        heading: "No Claim Bonus (NCB)",
        paragraphs: [
          "Each claim-free year earns a discount on the own-damage premium: 20%, 25%, 35%, 45%, then 50% after five years. The NCB belongs to you, not the car.",
          "When you sell, transfer the policy to the buyer and ask your insurer for an NCB retention (reserving) certificate; you can apply the bonus to your next car, usually within three years. As a buyer of a used car, have the policy moved into your name within 14 days of the transfer, or own-damage claims can be refused.",
        ],
        checklist: ["Policy in the current owner's name", "IDV close to market value", "NCB shown on the policy", "Add-ons you need, none you don't", "Renewal date in your calendar"],
      },
    ],
    search: { href: "/used-cars", label: "Browse used cars" },
    related: ["documents-check", "car-financing", "new-car-research"],
  },
  {
    slug: "used-car-inspection",
    group: "used",
    title: "Inspecting a used car",
    summary: "A step-by-step check of body, engine, interior and test drive, including signs of flood damage and a wound-back odometer.",
    intro: "Inspect in daylight, with the engine cold, and take a mechanic you trust for anything you are serious about. This list catches most problems before you pay.",
    sections: [
      {
        heading: "Body and underbody",
        paragraphs: ["Look along each side for ripples and uneven panel gaps; paint overspray on rubber seals means a panel was repainted. Check the underbody and door bottoms for rust, and read each tyre's DOT code: the last four digits are the week and year of manufacture."],
        checklist: ["Even panel gaps and matching paint", "No rust on floor, sills or door bottoms", "Tyres worn evenly, none older than about five years", "Windscreen free of cracks"],
      },
      {
        heading: "Engine and test drive",
        paragraphs: ["Start the engine cold. Listen for knocks and rattles; blue smoke means burning oil, thick white smoke can mean coolant in the engine. On the drive, check the clutch does not bite very high, the car tracks straight when braking, and the gearbox shifts without jerks."],
        checklist: ["Starts easily from cold", "No smoke, leaks or warning lights", "Clutch, brakes and steering feel right", "AC cools within a few minutes", "All windows, lights and locks work"],
      },
      {
        heading: "Signs of flood damage",
        paragraphs: ["Cars from flood-prone cities are sometimes dried out and sold elsewhere. Lift the carpets and the boot floor."],
        checklist: ["No musty smell or damp carpet", "No silt or water lines under seats or in the spare-wheel well", "Seat rails and bolts free of rust", "No fogging inside headlamps", "Electricals without corrosion"],
      },
      {
        heading: "Is the odometer honest?",
        paragraphs: ["A worn steering wheel, gear knob or pedal rubbers on a car showing low kilometres is a warning. Compare the reading with the kilometres on service invoices and past insurance inspections; the numbers should only ever go up."],
      },
    ],
    search: { href: "/used-cars", label: "Browse used cars" },
    related: ["documents-check", "pricing-guide", "used-car-financing"],
  },
  {
    slug: "documents-check",
    group: "used",
    title: "Checking a used car's documents",
    summary: "The RC, insurance, PUC, loan NOC and transfer forms (Form 29 and 30) you need before money changes hands.",
    intro: "Paperwork decides whether the car legally becomes yours. Check every document against the car itself before you pay anything beyond a small token amount.",
    sections: [
      {
        heading: "Documents to see in original",
        paragraphs: ["Match the chassis and engine numbers printed on the RC with the numbers on the car. Look the registration number up on the Parivahan (VAHAN) site or the mParivahan app: the registration date, fuel, insurance and fitness validity, and any lender recorded should agree with the paper RC."],
        links: [{ href: "https://parivahan.gov.in", label: "Parivahan vehicle services (Ministry of Road Transport)" }],
        checklist: [
          "Registration Certificate (RC), owner's name matching the seller's ID",
          "Valid insurance policy",
          "Valid Pollution Under Control (PUC) certificate",
          "Service records and invoices",
          "Bank NOC and Form 35 if the car was on a loan",
          "Both keys and the owner's manual",
        ],
      },
      {
        heading: "Loans and pending challans",
        paragraphs: ["If the RC shows hypothecation, the loan must be closed and the hypothecation removed, or the bank's NOC handed over, before sale. Check the Parivahan e-challan service for unpaid traffic fines on the number: they stay with the car."],
      },
      {
        heading: "Transferring ownership at the RTO",
        paragraphs: [
          "The seller signs Form 29 (notice of transfer, two copies) and Form 30 (application for transfer). The buyer submits them with the RC, insurance, PUC and both parties' ID and address proof at the RTO, or starts the application online on Parivahan. The law gives the buyer 30 days to report the transfer; do it at once.",
          "A car registered in another state also needs a No Objection Certificate in Form 28 from its original RTO, and you may have to pay road tax in your state.",
        ],
        checklist: ["Form 29 (two copies) and Form 30 signed by the seller", "Form 28 NOC for a car from another state", "Sale agreement with date and time of handover", "Insurance moved into your name within 14 days"],
      },
    ],
    search: { href: "/used-cars", label: "Browse used cars" },
    related: ["used-car-inspection", "car-insurance", "used-car-financing"],
  },
  {
    slug: "used-car-financing",
    group: "used",
    title: "Financing a used car",
    summary: "What used-car loans cost compared with new-car loans, and how hypothecation is added and removed at transfer.",
    intro: "Banks and NBFCs lend on used cars, usually at higher rates and for shorter terms than on new ones, and for a share of the car's valued price rather than all of it.",
    sections: [
      {
        heading: "What lenders look at",
        paragraphs: ["The lender values the car itself, then lends part of that value. Older cars get smaller loans and shorter tenures, and the car's age at the end of the loan is often capped. Your credit score, income and existing EMIs decide the rate."],
        checklist: ["Loan amount as a share of the valuation", "Interest rate and processing fee", "Tenure and the car's age at the end", "Prepayment and foreclosure charges", "Total amount payable"],
      },
      {
        heading: "The same EMI arithmetic",
        paragraphs: ["The EMI formula is the one explained in the new-car financing guide. Because used-car rates are higher, a bigger down payment saves proportionally more interest."],
      },
      {
        heading: "Hypothecation on transfer",
        paragraphs: ["When the car changes hands, the lender's hypothecation is added to the new RC as part of the transfer. If the seller still has a loan, their bank must be paid off first: ask for the bank's NOC and Form 35 before you pay the seller in full, or pay the bank directly."],
      },
    ],
    search: { href: "/search?q=used+cars+under+5+lakh", label: "Used cars under ₹5 lakh" },
    related: ["car-financing", "documents-check", "pricing-guide"],
  },
  {
    slug: "pricing-guide",
    group: "used",
    title: "Judging a used car's price",
    summary: "What moves a used car's price, how to compare asking prices, and how CarSaathi gathers prices and rates deals.",
    intro: "A fair price comes from comparing the same model, year and kilometres in your city, then adjusting for condition and paperwork.",
    sections: [
      {
        heading: "What moves the price",
        paragraphs: [
          "Model year and kilometres matter most, then the number of previous owners, the variant, fuel, condition and service history. City matters too: in Delhi NCR, diesel cars older than 10 years and petrol cars older than 15 cannot be driven, which pushes their prices down there.",
        ],
        checklist: ["Same model and variant", "Model year within one year", "Similar kilometres", "Same fuel and gearbox", "Listed in or near your city"],
      },
      {
        heading: "How our prices are gathered",
        paragraphs: [
          "CarSaathi shows asking prices from partner marketplaces and dealers, in rupees, as the seller set them. Beside a used car's asking price we also show our fair-price estimate, always labelled as ours, worked out from similar listings; how we rate a deal and how accurate the estimates have been are below. The same car listed on several platforms is linked so you can see which one asks less. A 'Featured' badge means the car is offered by a Trustmark dealer and was listed within the last 30 days; it is not a paid placement.",
          "Asking prices are where negotiation starts. Our market trends page shows median asking prices by body type and year, counted live from the listings.",
        ],
        links: [{ href: "/trends", label: "Live market trends" }],
      },
      {
        heading: "Negotiating",
        paragraphs: ["Use what you found in the inspection and documents: worn tyres, a missing service record or a pending challan are fair reasons to ask for less. Settle on the price before you discuss how you will pay."],
      },
    ],
    search: { href: "/used-cars", label: "Compare used car prices" },
    related: ["used-car-inspection", "documents-check", "car-comparison"],
  },
];

export function findGuide(slug: string): Guide | undefined {
  return GUIDES.find((guide) => guide.slug === slug);
}

export function guidesInGroup(group: GuideGroup): Guide[] {
  return GUIDES.filter((guide) => guide.group === group);
}

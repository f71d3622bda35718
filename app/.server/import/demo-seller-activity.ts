/**
 * A believable year of a dealer's trade for the demo: when each car was listed, which sold
 * (three within the last 30 days) and at what price, and buyers' views and enquiries spread
 * over each car's time on sale. Deterministic (a seeded generator), so every fresh start
 * shows the same dashboard.
 */
import { mulberry32 } from "../../lib/seeded-random";

const DAY_MS = 86_400_000;

export interface DemoCar {
  id: number;
  price: number;
}

export interface DemoEnquiry {
  listingId: number;
  name: string;
  phone: string;
  email: string | null;
  message: string;
  createdAt: Date;
  handledAt: Date | null;
}

export interface DemoActivity {
  listedAt: Map<number, Date>;
  sales: { id: number; soldAt: Date; salePrice: number }[];
  views: { listingId: number; occurredAt: Date }[];
  enquiries: DemoEnquiry[];
}

/** Which cars sold (by position in the inventory) and how many days ago. */
const SALES: [position: number, daysAgo: number][] = [[2, 3], [7, 11], [13, 24], [21, 52], [28, 130], [33, 250]];

const NAMES = ["Rahul Sharma", "Priya Nair", "Amit Patel", "Sneha Kulkarni", "Vikram Singh", "Ananya Iyer", "Rohan Deshmukh", "Kavya Reddy", "Arjun Mehta", "Neha Joshi", "Sanjay Gupta", "Pooja Bhat"];
const MESSAGES = [
  "Is the car still available? I can come for a test drive this weekend.",
  "What is the best price you can do? Looking to buy this month.",
  "Has the car been in any accident? Please share the service history.",
  "Is the insurance valid? Can you help with the loan paperwork?",
  "Can I get the car inspected by my mechanic before buying?",
  "Interested. Please call me after 6 pm.",
];

export function demoActivity(cars: readonly DemoCar[], now: Date, seed = 2026): DemoActivity {
  const random = mulberry32(seed);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  const activity: DemoActivity = { listedAt: new Map(), sales: [], views: [], enquiries: [] };
  cars.forEach((car, position) => {
    const sale = SALES.find(([p]) => p === position);
    const soldAt = sale ? at(sale[1] - random() * 0.5) : null;
    // Listed 20 to 400 days ago, and always at least a month before it sold.
    const listedDaysAgo = Math.max(20 + ((position * 37) % 380), sale ? sale[1] + 30 : 0);
    const listedAt = at(listedDaysAgo - random() * 0.5);
    activity.listedAt.set(car.id, listedAt);
    if (sale && soldAt) activity.sales.push({ id: car.id, soldAt, salePrice: Math.round((car.price * (0.94 + random() * 0.05)) / 1000) * 1000 });

    // Events only inside the dashboard's longest range, and only while the car was on sale.
    const from = Math.max(listedAt.getTime(), at(365).getTime());
    const to = (soldAt ?? now).getTime();
    const days = Math.max(1, (to - from) / DAY_MS);
    const when = () => new Date(from + random() * (to - from));
    const views = Math.min(500, Math.round(days * (0.5 + random() * 2)));
    for (let i = 0; i < views; i++) activity.views.push({ listingId: car.id, occurredAt: when() });
    const enquiries = Math.max(sale ? 2 : 0, Math.round(views / (20 + random() * 20)));
    for (let i = 0; i < enquiries; i++) activity.enquiries.push(demoEnquiry(car.id, when(), now, random));
  });
  return activity;
}

function demoEnquiry(listingId: number, createdAt: Date, now: Date, random: () => number): DemoEnquiry {
  const name = NAMES[Math.floor(random() * NAMES.length)];
  const phone = `9${String(Math.floor(random() * 1e9)).padStart(9, "0")}`;
  const withEmail = random() < 0.6;
  return {
    listingId,
    name,
    phone,
    email: withEmail ? `${name.toLowerCase().replace(" ", ".")}@example.com` : null,
    message: MESSAGES[Math.floor(random() * MESSAGES.length)],
    createdAt,
    // The dealer has answered everything older than three days.
    handledAt: now.getTime() - createdAt.getTime() > 3 * DAY_MS ? new Date(createdAt.getTime() + 4 * 3_600_000) : null,
  };
}

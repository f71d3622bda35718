/**
 * The /car-filter sections' names and icons, and the types the sidebar and the sections share:
 * apart from the sections themselves, so the sidebar's icon rail needs none of their code (the
 * sections, with the Radix slider, load as their part hydrates: car-filter-sidebar.tsx).
 */
import { Armchair, Calendar, Car, Cog, Fuel, IndianRupee, Users, type LucideIcon } from "lucide-react";
import type { CarFilterState } from "~/lib/filters/car-filter-state";

export type SectionKey = "price" | "brand" | "fuel" | "transmission" | "year" | "seats" | "owner";
export const SECTIONS: { key: SectionKey; title: string; icon: LucideIcon }[] = [
  { key: "price", title: "Price Range", icon: IndianRupee },
  { key: "brand", title: "Brand & Model", icon: Car },
  { key: "fuel", title: "Fuel Type", icon: Fuel },
  { key: "transmission", title: "Transmission", icon: Cog },
  { key: "year", title: "Year", icon: Calendar },
  { key: "seats", title: "Seats", icon: Armchair },
  { key: "owner", title: "Owner", icon: Users },
];

export interface MakeOption {
  name: string;
  models: { name: string; listingCount: number }[];
}

export type CarFilterUpdate = (change: Partial<CarFilterState>) => void;

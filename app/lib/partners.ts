/**
 * The partner platforms our listings come from (spec section 1). We hold no logo files, so a
 * partner is drawn as a text wordmark on its brand colour; every colour is dark enough for
 * white text (WCAG AA contrast) because the badges are small.
 */
export interface Partner {
  id: string;
  /** As it appears in listings.source. */
  name: string;
  color: string;
  /** The platform's own site. Partner data has no per-listing links, so we can only point here. */
  site?: string;
}

export const PARTNERS: readonly Partner[] = [
  { id: "carwale", name: "CarWale", color: "#0c58a6", site: "https://www.carwale.com/" },
  { id: "cartrade", name: "CarTrade", color: "#c8102e", site: "https://www.cartrade.com/" },
  { id: "olx", name: "OLX", color: "#002f34", site: "https://www.olx.in/" },
  { id: "droom", name: "Droom", color: "#b91c4b", site: "https://droom.in/" },
  { id: "spinny", name: "Spinny", color: "#6a1b9a", site: "https://www.spinny.com/" },
  { id: "cars24", name: "Cars24", color: "#4736fe", site: "https://www.cars24.com/" },
  { id: "cardekho", name: "CarDekho", color: "#c2410c", site: "https://www.cardekho.com/" },
  { id: "carandbike", name: "CarAndBike", color: "#b91c1c", site: "https://www.carandbike.com/" },
  { id: "truevalue", name: "Maruti Suzuki True Value", color: "#1e3a8a", site: "https://www.marutisuzukitruevalue.com/" },
];

/** The six marketplaces of the home page's 'Trusted Data Partners' strip (spec sections 1 and 9). */
export const TRUSTED_DATA_PARTNERS: readonly Partner[] = PARTNERS.slice(0, 6);

/** Neutral colour for a source we have no partner entry for (a seller listing on CarSaathi). */
const UNKNOWN_PARTNER_COLOR = "#334155";

export function findPartner(source: string): Partner {
  const key = source.trim().toLowerCase();
  return (
    PARTNERS.find((p) => p.name.toLowerCase() === key || p.id === key) ?? {
      id: key.replace(/[^a-z0-9]+/g, "-"),
      name: source,
      color: UNKNOWN_PARTNER_COLOR,
    }
  );
}

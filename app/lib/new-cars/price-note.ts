/** What the research pages say about the catalogue's prices: they are a dated snapshot, not today's. */
export const PRICES_AS_OF = "ex-showroom prices as of 2019-20";
export const NO_CATALOGUE_PRICE = "The catalogue has no ex-showroom price for this variant.";

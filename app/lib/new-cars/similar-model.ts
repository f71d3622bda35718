/** A card of the model page's "Similar models" block (issue 33): plain data from its loader. */
export interface SimilarModelCard {
  id: number;
  make: string;
  name: string;
  bodyType: string;
  /** The cheapest variant's ex-showroom price. */
  fromPrice: number;
  fuels: string[];
  /** modelPagePath of the model. */
  href: string;
}

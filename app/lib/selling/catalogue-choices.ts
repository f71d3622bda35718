/** What the listing form's pickers offer (names only, so the page stays small): makes, their models and variants. */
export type CatalogueChoices = { make: string; models: { name: string; bodyType: string | null; variants: string[] }[] }[];

/** A header search suggestion (API.md "GET /api/suggestions"): the server finds them, the header shows them. */
export interface Suggestion {
  id: string;
  title: string;
  type: "car" | "make" | "model" | "query";
  image?: string;
  make?: string;
  model?: string;
}

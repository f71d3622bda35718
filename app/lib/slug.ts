/**
 * URL slugs: lower-case ASCII letters and digits separated by single hyphens
 * ("Mercedes-Benz" -> "mercedes-benz", "Wagon R" -> "wagon-r", "Go+" -> "go-plus").
 */
export function slugify(input: string): string {
  return input
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\+/g, " plus ")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function isSlug(input: string): boolean {
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(input);
}

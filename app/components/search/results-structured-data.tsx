import { StructuredData } from "~/components/details/structured-data";
import { useSiteOrigin } from "~/components/layout/site-origin";
import { itemListStructuredData } from "~/lib/seo/json-ld";
import type { SearchPageResult } from "~/lib/vehicle";

/** The result cards as a schema.org ItemList: positions count on from earlier pages. */
export function ResultsStructuredData({ result }: { result: SearchPageResult }) {
  const origin = useSiteOrigin();
  if (!origin) return null;
  const items = result.items.map((v) => ({ name: `${v.year} ${v.title}`, path: `/details/${v.id}` }));
  return <StructuredData data={itemListStructuredData(origin, items, (result.page - 1) * result.pageSize + 1)} />;
}

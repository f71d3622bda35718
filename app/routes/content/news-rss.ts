import type { Route } from "./+types/news-rss";
import { newsFeedResponse } from "./news.server";

/** /news/rss.xml: the newest 20 articles as RSS 2.0. */
export function loader({ request }: Route.LoaderArgs) {
  return newsFeedResponse(request);
}

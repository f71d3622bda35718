import { newsFeedResponse } from "./news.server";

/** /news/rss.xml: the newest 20 articles as RSS 2.0. */
export function loader() {
  return newsFeedResponse();
}

/**
 * A request's URL as the request log keeps it: the path and the query, with the values of
 * anything secret or personal replaced. A signed one-click link (a car's "Sold", an
 * unsubscribe) carries its authority in `token`, and anyone reading the logs could have used
 * it; an OAuth callback's `code` and `state`, an address typed into a form sent by GET, too.
 */
const HIDDEN = /token|code|state|sig|secret|key|password|email|phone|otp/i;

export function loggedUrl(url: string): string {
  const at = url.indexOf("?");
  if (at === -1) return url;
  const query = [...new URLSearchParams(url.slice(at + 1))]
    .map(([name, value]) => `${encodeURIComponent(name)}=${HIDDEN.test(name) ? "hidden" : encodeURIComponent(value)}`)
    .join("&");
  return `${url.slice(0, at)}?${query}`;
}

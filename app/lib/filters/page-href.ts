/**
 * A filter page's URL from its form's parameters (/used-cars, /car-filter, /new-cars): the
 * bare path when every filter is at its default, so a plain link stays short.
 */
export function pageHref(pathname: string, params: URLSearchParams): string {
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

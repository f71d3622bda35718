/**
 * The site's CSS, written by the server into the page's `<head>` in production (decision 044):
 * on a phone's first visit the page paints as soon as its HTML is in, without a second round
 * trip for the stylesheet it cannot paint without. The later pages of a visit are client
 * navigations, which keep this `<style>`, so the CSS still comes once per visit, as the file
 * did. In the browser the element is hydrated and never rewritten: the client has no copy of the
 * text (it would add 12 KB to every page's JavaScript), and Preact leaves the inner HTML of what
 * it hydrates alone. The development server links the file instead, for its hot reload (root.tsx).
 */
const css: string | null = import.meta.env.SSR && import.meta.env.PROD ? (await import("~/app.css?inline")).default : null;

export function InlineStylesheet() {
  if (import.meta.env.DEV) return null;
  return <style dangerouslySetInnerHTML={{ __html: css ?? "" }} />;
}

import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { parseMarkdown } from "~/lib/news/markdown";
import { ArticleBody } from "./article-body";

function render(markdown: string) {
  const router = createMemoryRouter([{ path: "/", element: <ArticleBody blocks={parseMarkdown(markdown)} /> }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("ArticleBody", () => {
  it("escapes hostile HTML and never renders a script, an event handler or a javascript: link", () => {
    const html = render(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n[click me](javascript:alert(1)) and [ok](https://example.org/) and [home](/news)',
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    // The words stay readable as text; no element carries the attribute.
    expect(html).not.toMatch(/<[^>]*\sonerror=/i);
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain('href="https://example.org/"');
    expect(html).toContain('href="/news"');
    expect(html).toContain("<p>click me and ");
  });
});

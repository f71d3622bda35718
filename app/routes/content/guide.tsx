import { StructuredData } from "~/components/details/structured-data";
import { useSiteOrigin } from "~/components/layout/site-origin";
import { breadcrumbStructuredData } from "~/lib/seo/json-ld";
import { pageMeta, siteOrigin } from "~/lib/seo/page-meta";
import { data, isRouteErrorResponse, Link } from "react-router";
import { ButtonLink, Checklist, ContentPage, ContentSection, SmartLink } from "~/components/content/content-page";
import { GuideExtras } from "~/components/content/guide-extras";
import { GuideList } from "~/components/content/guide-list";
import { findGuide, type Guide } from "~/lib/guides";
import type { Route } from "./+types/guide";
import { PUBLIC_EDITORIAL_CACHE } from "~/.server/http/cache-control";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: "Guide not found | CarSaathi" }, { name: "robots", content: "noindex" }];
  const { guide } = loaderData;
  return pageMeta({
    title: `${guide.title} | CarSaathi guides`,
    description: guide.summary,
    path: `/guides/${guide.slug}`,
    origin: siteOrigin(matches),
    type: "article",
  });
};

export function loader({ params }: Route.LoaderArgs) {
  const guide = findGuide(params.slug);
  if (!guide) throw data(null, { status: 404 });
  const related = guide.related.map(findGuide).filter((g): g is Guide => g !== undefined);
  return { guide, related };
}

export function headers() {
  return { "Cache-Control": PUBLIC_EDITORIAL_CACHE };
}

const backLink = (
  <Link to="/guides" className="font-medium text-brand-700 hover:underline">
    ← All guides
  </Link>
);

export default function GuidePage({ loaderData }: Route.ComponentProps) {
  const { guide, related } = loaderData;
  const origin = useSiteOrigin();
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Guides", path: "/guides" },
    { name: guide.title, path: `/guides/${guide.slug}` },
  ];
  return (
    <ContentPage title={guide.title} intro={guide.intro} eyebrow={backLink}>
      {origin && <StructuredData data={breadcrumbStructuredData(origin, crumbs)} />}
      {guide.sections.map((section, i) => (
        <ContentSection key={section.heading} heading={section.heading} id={`section-${i}`}>
          {section.paragraphs.map((text) => (
            <p key={text.slice(0, 40)}>{text}</p>
          ))}
          {section.checklist ? <Checklist items={section.checklist} label="Checklist" /> : null}
          {section.links?.map((link) => (
            <p key={link.href}>
              <SmartLink href={link.href}>{link.label}</SmartLink>
            </p>
          ))}
        </ContentSection>
      ))}
      <GuideExtras slug={guide.slug} />
      <div className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-4">
        <p className="font-medium text-slate-800">Ready to look at cars?</p>
        <ButtonLink to={guide.search.href}>{guide.search.label}</ButtonLink>
      </div>
      <nav aria-labelledby="related-guides">
        <h2 id="related-guides" className="text-xl font-bold">
          Related guides
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-3">
          {related.map((g) => (
            <li key={g.slug}>
              <Link to={`/guides/${g.slug}`} className="block h-full rounded-lg border border-slate-200 bg-white p-3 font-medium text-brand-700 hover:border-brand-600">
                {g.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </ContentPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <ContentPage
      title={notFound ? "Guide not found" : "Something went wrong"}
      intro={notFound ? "We don't have a guide at that address. These are the guides we have:" : "Sorry, we could not show this guide. Try one of these:"}
      eyebrow={backLink}
    >
      <GuideList />
    </ContentPage>
  );
}

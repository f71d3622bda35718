import { Link } from "react-router";
import { GUIDE_GROUPS, guidesInGroup } from "~/lib/guides";

/** All guides, grouped new/used: the /guides page and the unknown-guide 404 both show it. */
export function GuideList({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="space-y-8">
      {GUIDE_GROUPS.map(({ group, title }) => (
        <section key={group} aria-labelledby={`guides-${group}`}>
          <Heading id={`guides-${group}`} className="text-xl font-bold text-slate-900">
            {title}
          </Heading>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {guidesInGroup(group).map((guide) => (
              <li key={guide.slug}>
                <Link
                  to={`/guides/${guide.slug}`}
                  className="block h-full rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-600 hover:shadow"
                >
                  <span className="font-semibold text-brand-700">{guide.title}</span>
                  <span className="mt-1 block text-sm text-slate-600">{guide.summary}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

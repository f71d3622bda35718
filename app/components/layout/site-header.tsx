import { Link } from "react-router";

/** A first header; the full shell (search, menus, bottom bar) comes with the browsing screens. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2">
        Skip to content
      </a>
      <div className="mx-auto flex h-14 max-w-7xl items-center justify-between px-4">
        <Link to="/" className="text-xl font-extrabold tracking-tight text-brand-700">
          Car<span className="text-accent-600">Saathi</span>
        </Link>
        <nav aria-label="Main">
          <ul className="flex gap-4 text-sm font-medium text-slate-700">
            <li>
              <Link to="/" className="hover:text-brand-700">
                Home
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}

import { PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { useState } from "react";
import { FiltersButton } from "~/components/listings/filters-button";
import { Sheet } from "~/components/ui/sheet";
import { loadedLater } from "~/components/layout/loaded-later";
import { SECTIONS, type CarFilterUpdate, type MakeOption, type SectionKey } from "./filter-section-list";
import type { CarFilterState } from "~/lib/filters/car-filter-state";

// The sections (and the Radix slider they use) are fetched when the sidebar's part hydrates, not
// before the page is interactive (loaded-later.tsx); the server renders them at once.
const FilterSections = loadedLater(() => import("./filter-sections").then((m) => m.FilterSections));
if (import.meta.env.SSR) await FilterSections.preload();
/** For the sidebar's `HydrateLater` (routes/car-filter.tsx). */
export const loadFilterSections = FilterSections.preload;

interface SidebarProps {
  filters: CarFilterState;
  makes: MakeOption[];
  newestYear: number;
  update: CarFilterUpdate;
  apply: () => void;
}

const applyButton = "w-full rounded-lg bg-brand-600 py-2.5 text-sm font-semibold text-white hover:bg-brand-700";

/** Desktop: 320 px sidebar that folds to an 80 px icon rail; an icon opens its section. */
export function CarFilterSidebar(props: SidebarProps) {
  const [expanded, setExpanded] = useState(true);
  const [open, setOpen] = useState<SectionKey | null>("price");
  return (
    <aside aria-label="Filters" className={`hidden shrink-0 transition-[width] lg:block ${expanded ? "w-80" : "w-20"}`}>
      <div className="sticky top-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <div className={`flex items-center ${expanded ? "justify-between" : "justify-center"}`}>
          {expanded && <h2 className="text-lg font-bold">Filters</h2>}
          <button type="button" onClick={() => setExpanded(!expanded)} aria-label={expanded ? "Collapse filters" : "Expand filters"}
            className="rounded p-1.5 text-slate-600 hover:bg-slate-100">
            {expanded ? <PanelLeftClose className="size-5" aria-hidden="true" /> : <PanelLeftOpen className="size-5" aria-hidden="true" />}
          </button>
        </div>
        {expanded ? (
          <>
            <FilterSections {...props} open={open} setOpen={setOpen} />
            <button type="button" onClick={props.apply} className={`${applyButton} mt-4`}>Apply Filters</button>
          </>
        ) : (
          <ul className="mt-3 flex flex-col items-center gap-2">
            {SECTIONS.map(({ key, title, icon: Icon }) => (
              <li key={key}>
                <button type="button" aria-label={`Open ${title} filter`} title={title}
                  onClick={() => { setExpanded(true); setOpen(key); }}
                  className="rounded-lg p-2.5 text-brand-600 hover:bg-brand-50">
                  <Icon className="size-5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </aside>
  );
}

/** Phones: the same sections in a panel that slides in from the left. */
export function CarFilterMobilePanel({ activeCount, ...props }: SidebarProps & { activeCount: number }) {
  const [open, setOpen] = useState<SectionKey | null>("price");
  return (
    <Sheet
      title="Filters"
      closeLabel="Close filters"
      trigger={<FiltersButton activeCount={activeCount} />}
      footer={(close) => (
        <button type="button" className={applyButton} onClick={() => { props.apply(); close(); }}>Apply Filters</button>
      )}
    >
      <FilterSections {...props} open={open} setOpen={setOpen} />
    </Sheet>
  );
}

import { ChevronDown } from "lucide-react";
import { useId, useState, type ReactNode } from "react";

interface DisclosureProps {
  title: string;
  defaultOpen?: boolean;
  /** The section, its heading button, the button's chevron and the body: each page styles its own. */
  className: string;
  buttonClassName: string;
  iconClassName: string;
  bodyClassName: string;
  children: ReactNode;
}

/**
 * A section whose body folds away under a heading button that says whether it is open. Closed
 * bodies are not rendered, so a page hydrates only what is shown. Plain state rather than a
 * collapsible library: this is all the filter sidebars and /compare's sections need.
 */
export function Disclosure({ title, defaultOpen = false, className, buttonClassName, iconClassName, bodyClassName, children }: DisclosureProps) {
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  return (
    <div className={className}>
      <h3>
        <button type="button" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)} className={buttonClassName}>
          {title}
          <ChevronDown aria-hidden="true" className={`${iconClassName} ${open ? "rotate-180" : ""}`} />
        </button>
      </h3>
      <div id={bodyId} hidden={!open} className={bodyClassName}>
        {open && children}
      </div>
    </div>
  );
}

import { Search, X } from "lucide-react";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { useSiteNavigate } from "~/components/navigation/site-navigation";
import type { Suggestion } from "~/lib/suggestion";
import { searchHref, suggestionHref } from "./suggestion-href";
import { useSuggestions } from "./use-suggestions";

const BLUR_CLOSE_MS = 200;
const TYPE_LABEL: Record<Suggestion["type"], string> = { car: "Car", make: "Brand", model: "Model", query: "Search" };

/**
 * The header search box: an ARIA 1.2 combobox (input + listbox, aria-activedescendant).
 * It is a plain GET form to /search too, so it works before the JavaScript arrives.
 */
export function HeaderSearch({ className = "" }: { className?: string }) {
  const id = useId();
  const listId = `${id}-list`;
  const navigate = useSiteNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { enabled, loading, items } = useSuggestions(text);
  const activeItem = open && active >= 0 ? items[active] : undefined;

  function go(href: string) {
    setOpen(false);
    setActive(-1);
    inputRef.current?.blur();
    navigate(href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (items.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      // Positions -1 (the text itself) .. n-1, wrapping around.
      const n = items.length;
      setActive((i) => ((i + 1 + step + n + 1) % (n + 1)) - 1);
    } else if (event.key === "Escape") {
      if (open) event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === "Enter" && activeItem) {
      event.preventDefault();
      go(suggestionHref(activeItem));
    }
  }

  return (
    <form
      role="search"
      action="/search"
      method="get"
      className={`relative ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) go(searchHref(text));
      }}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        Search cars
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
      <input
        ref={inputRef}
        id={`${id}-input`}
        name="q"
        type="search"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeItem ? `${id}-opt-${active}` : undefined}
        autoComplete="off"
        placeholder="Search cars, brands or models"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => {
          clearTimeout(closeTimer.current);
          setOpen(true);
        }}
        onBlur={() => {
          closeTimer.current = setTimeout(() => setOpen(false), BLUR_CLOSE_MS);
        }}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-full border border-slate-300 bg-white pr-10 pl-9 text-sm placeholder:text-slate-500 focus:border-brand-600 [&::-webkit-search-cancel-button]:appearance-none"
      />
      {text && (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            setText("");
            setActive(-1);
            inputRef.current?.focus();
          }}
          className="absolute top-1/2 right-1.5 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
      <div
        className={`absolute inset-x-0 top-full z-40 mt-1 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg ${open ? "" : "hidden"}`}
      >
        <ul id={listId} role="listbox" aria-label="Search suggestions" className="max-h-96 overflow-y-auto py-1">
          {items.map((item, i) => (
            <li
              key={item.id}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(suggestionHref(item))}
              onMouseMove={() => setActive(i)}
              className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${i === active ? "bg-brand-50" : ""}`}
            >
              {item.image ? (
                <img src={item.image} alt="" width={48} height={27} className="h-7 w-12 shrink-0 rounded bg-slate-100 object-cover" />
              ) : (
                <Search aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              )}
              <span className="min-w-0 flex-1 truncate text-slate-900">{item.title}</span>
              <span className="shrink-0 text-xs text-slate-600">{TYPE_LABEL[item.type]}</span>
            </li>
          ))}
        </ul>
        {items.length === 0 && (
          <p role="status" className="px-3 py-3 text-sm text-slate-600">
            {!enabled ? "Start typing to search" : loading ? "Searching…" : "No results found"}
          </p>
        )}
      </div>
    </form>
  );
}

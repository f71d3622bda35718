/**
 * Why: photo uploads need a file input that is labelled, keyboard-usable (it stays the native
 * input, only restyled), says which files were chosen and can preview images.
 */
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { describedBy, FieldError, FieldHint } from "./field";

/** What the picker says about the chosen files: "No file chosen", one name, or a count and the first names. */
export function summariseFiles(names: readonly string[], shown = 3): string {
  if (names.length === 0) return "No file chosen";
  if (names.length === 1) return names[0];
  const listed = names.slice(0, shown).join(", ");
  const more = names.length - shown;
  return `${names.length} files: ${listed}${more > 0 ? ` and ${more} more` : ""}`;
}

interface FilePickerProps {
  id: string;
  name: string;
  label: string;
  /** File types offered by the browser's picker, e.g. "image/jpeg,image/png,image/webp". */
  accept?: string;
  multiple?: boolean;
  required?: boolean;
  hint?: string;
  error?: string;
  /** Show thumbnails of chosen images. */
  preview?: boolean;
  onFilesChange?: (files: File[]) => void;
}

const INPUT =
  "mt-1 block w-full text-sm text-transparent file:mr-3 file:h-10 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:font-semibold file:text-white hover:file:bg-brand-600";

export function FilePicker({ id, name, label, accept, multiple = false, required, hint, error, preview = false, onFilesChange }: FilePickerProps) {
  const [names, setNames] = useState<string[]>([]);
  const [previews, setPreviews] = useState<Preview[]>([]);
  // Object URLs hold the image in memory: released when the choice changes or the picker goes.
  const urls = useRef<Preview[]>([]);
  useEffect(() => () => revoke(urls.current), []);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.currentTarget.files ?? []);
    revoke(urls.current);
    urls.current = preview ? chosen.filter((file) => file.type.startsWith("image/")).map((file) => ({ name: file.name, url: URL.createObjectURL(file) })) : [];
    setPreviews(urls.current);
    setNames(chosen.map((file) => file.name));
    onFilesChange?.(chosen);
  };
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-800">
        {label}
      </label>
      {hint ? <FieldHint id={id}>{hint}</FieldHint> : null}
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        multiple={multiple}
        required={required}
        aria-invalid={Boolean(error)}
        aria-describedby={[describedBy(id, { hint, error }), `${id}-files`].filter(Boolean).join(" ")}
        onChange={onChange}
        className={INPUT}
      />
      <p id={`${id}-files`} aria-live="polite" className="mt-1 text-sm text-slate-700">
        {summariseFiles(names)}
      </p>
      {previews.length > 0 ? (
        <ul aria-label="Chosen images" className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
          {previews.map((item) => (
            <li key={item.url}>
              <img src={item.url} alt={item.name} className="aspect-[4/3] w-full rounded-md object-cover" />
            </li>
          ))}
        </ul>
      ) : null}
      {error ? <FieldError id={id}>{error}</FieldError> : null}
    </div>
  );
}

interface Preview {
  name: string;
  url: string;
}

function revoke(previews: Preview[]) {
  for (const item of previews) URL.revokeObjectURL(item.url);
}

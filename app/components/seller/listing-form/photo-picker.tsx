/**
 * The listing's photos: each chosen file is uploaded at once (checked and stored by the server),
 * so a failed submit keeps them; the form submits their refs as hidden inputs, in order. The
 * first photo is the cover; photos can be moved and removed before submitting.
 */
import { useState } from "react";
import { FilePicker } from "~/components/ui/file-picker";
import { MAX_LISTING_PHOTOS } from "~/lib/selling/listing-form";
import type { ListingPhoto } from "~/lib/selling/listing-photo-refs";

interface PhotoPickerProps {
  photos: ListingPhoto[];
  onChange: (photos: ListingPhoto[]) => void;
  error?: string;
  /** The blog's story form reuses the picker with its own limit, id and wording. */
  max?: number;
  id?: string;
  label?: string;
  hint?: string;
}

const SMALL_BUTTON = "min-h-11 min-w-11 rounded-md border border-slate-300 bg-white px-2 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-40";

/**
 * A busy server (503, or 429 while this user's other photos are queued) says when to try again:
 * retried twice when that is within 10 s (a rate limit's wait of minutes is shown instead).
 */
const BUSY_RETRIES = 2;

async function upload(file: File): Promise<ListingPhoto> {
  const body = new FormData();
  body.append("photo", file);
  let response = await fetch("/api/seller/photos", { method: "POST", body });
  for (let retry = 0; retry < BUSY_RETRIES && (response.status === 503 || response.status === 429); retry++) {
    const seconds = Number(response.headers.get("Retry-After"));
    if (!(seconds > 0 && seconds <= 10)) break;
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    response = await fetch("/api/seller/photos", { method: "POST", body });
  }
  const answer = (await response.json().catch(() => null)) as { token?: string; previewUrl?: string; error?: { message: string } } | null;
  if (!response.ok || !answer?.token || !answer.previewUrl) throw new Error(answer?.error?.message ?? `${file.name} could not be uploaded`);
  return { ref: answer.token, url: answer.previewUrl };
}

export function PhotoPicker({
  photos,
  onChange,
  error,
  max = MAX_LISTING_PHOTOS,
  id = "listing-photos",
  label = `Photos (up to ${max})`,
  hint = "JPG, PNG or WebP, up to 5 MB each. The first photo is the cover. Location data is removed.",
}: PhotoPickerProps) {
  const [busy, setBusy] = useState(0);
  const [problems, setProblems] = useState<string[]>([]);
  const room = max - photos.length;

  const add = async (files: File[]) => {
    const chosen = files.slice(0, room);
    const refused = files.length > room ? [`At most ${max} photos: ${files.length - room} not added`] : [];
    setBusy(chosen.length);
    let next = photos;
    for (const file of chosen) {
      try {
        const photo = await upload(file);
        if (!next.some((p) => p.ref === photo.ref)) next = [...next, photo];
        onChange(next);
      } catch (e) {
        refused.push((e as Error).message);
      }
      setBusy((n) => n - 1);
    }
    setProblems(refused);
  };
  const move = (from: number, to: number) => {
    const next = [...photos];
    const [photo] = next.splice(from, 1);
    next.splice(to, 0, photo!);
    onChange(next);
  };
  const message = [...problems, error].filter(Boolean).join(". ") || undefined;

  return (
    <div>
      <FilePicker
        id={id}
        name="photoFiles"
        label={label}
        accept="image/jpeg,image/png,image/webp"
        multiple
        hint={hint}
        error={message}
        onFilesChange={(files) => void add(files)}
      />
      <p aria-live="polite" className="mt-1 text-sm text-slate-700">
        {busy > 0 ? `Uploading ${busy} photo${busy === 1 ? "" : "s"}...` : `${photos.length} of ${max} photos added`}
      </p>
      {photos.length > 0 ? (
        <ol aria-label="Photos of your car" className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {photos.map((photo, i) => (
            <li key={photo.ref} className="rounded-lg border border-slate-200 bg-white p-2">
              <input type="hidden" name="photos" value={photo.ref} />
              <div className="relative">
                <img src={photo.url} alt={`Photo ${i + 1}${i === 0 ? " (cover)" : ""}`} className="aspect-[4/3] w-full rounded-md object-cover" />
                {i === 0 ? <span className="absolute left-1 top-1 rounded bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">Cover</span> : null}
              </div>
              <div className="mt-2 flex gap-1">
                <button type="button" className={SMALL_BUTTON} disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={`Move photo ${i + 1} earlier`}>
                  ←
                </button>
                <button type="button" className={SMALL_BUTTON} disabled={i === photos.length - 1} onClick={() => move(i, i + 1)} aria-label={`Move photo ${i + 1} later`}>
                  →
                </button>
                <button type="button" className={`${SMALL_BUTTON} flex-1`} onClick={() => onChange(photos.filter((p) => p.ref !== photo.ref))} aria-label={`Remove photo ${i + 1}`}>
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

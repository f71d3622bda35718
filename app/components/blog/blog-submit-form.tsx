/**
 * The 'Submit Your Car Story' form, inside the dialog (loaded only when the dialog opens). It
 * posts to /blog; a failed submit comes back with what was typed, the photos already uploaded
 * and each field's error, so nothing has to be typed again.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { PhotoPicker } from "~/components/seller/listing-form/photo-picker";
import { Button } from "~/components/ui/button";
import { Field, FormAlert, inputClass } from "~/components/ui/field";
import { toast } from "~/components/ui/toast";
import { blogFormSchema, MAX_BLOG_IMAGES, readBlogForm } from "~/lib/blog/blog-form";
import type { ListingPhoto } from "~/lib/selling/listing-photo-refs";
import type { BlogActionResult } from "~/lib/blog/blog-types";

interface Props {
  defaults: { name: string; email: string } | null;
  onDone: () => void;
}

export default function BlogSubmitForm({ defaults, onDone }: Props) {
  const fetcher = useFetcher<BlogActionResult>();
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const [photos, setPhotos] = useState<ListingPhoto[]>([]);
  const sent = useRef(false);
  const answer = fetcher.data;
  const errors = clientErrors ?? answer?.errors ?? {};
  const values = answer?.values;
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state !== "idle" || !sent.current) return;
    sent.current = false;
    // A redirect (success) leaves no data: the page reloaded and shows the success toast.
    if (!fetcher.data) onDone();
    else toast.error(fetcher.data.message);
  }, [fetcher.state, fetcher.data, onDone]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const result = blogFormSchema.safeParse(readBlogForm(new FormData(event.currentTarget)));
    if (result.success) {
      setClientErrors(null);
      sent.current = true;
      return;
    }
    event.preventDefault();
    const found: Record<string, string> = {};
    for (const issue of result.error.issues) found[String(issue.path[0])] ??= issue.message;
    setClientErrors(found);
    event.currentTarget.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
  };

  const text = (name: "title" | "carMake" | "carModel" | "carYear", label: string, optional = false) => (
    <Field id={`blog-${name}`} label={label} error={errors[name]} optional={optional}>
      {(aria) => <input {...aria} name={name} type="text" defaultValue={values?.[name] ?? ""} className={inputClass} />}
    </Field>
  );

  return (
    <fetcher.Form
      method="post"
      action="/blog"
      noValidate
      onSubmit={onSubmit}
      // An error found in the browser goes once its field is edited; the rest stay until the next try.
      onChange={(e) => {
        const name = (e.target as unknown as HTMLInputElement).name;
        if (!clientErrors?.[name]) return;
        const rest = { ...clientErrors };
        delete rest[name];
        setClientErrors(rest);
      }}
      className="space-y-4"
    >
      {answer && !clientErrors ? <FormAlert message={answer.message} /> : null}
      {text("title", "Title")}
      <Field id="blog-content" label="Content" error={errors.content} hint="Plain text; **bold**, *italic*, lists and links work. No HTML.">
        {(aria) => <textarea {...aria} name="content" rows={8} defaultValue={values?.content ?? ""} className={inputClass} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="blog-authorName" label="Your Name" error={errors.authorName}>
          {(aria) => <input {...aria} name="authorName" type="text" autoComplete="name" defaultValue={values?.authorName ?? defaults?.name ?? ""} className={inputClass} />}
        </Field>
        <Field id="blog-authorEmail" label="Your Email" error={errors.authorEmail}>
          {(aria) => <input {...aria} name="authorEmail" type="email" autoComplete="email" defaultValue={values?.authorEmail ?? defaults?.email ?? ""} className={inputClass} />}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {text("carMake", "Car Make", true)}
        {text("carModel", "Car Model", true)}
        {text("carYear", "Year", true)}
      </div>
      <PhotoPicker
        id="blog-photos"
        max={MAX_BLOG_IMAGES}
        label={`Images (up to ${MAX_BLOG_IMAGES})`}
        hint="JPG, JPEG, PNG or WebP, up to 5 MB each. Location data is removed."
        photos={photos.length || !answer?.photos ? photos : answer.photos.map((ref) => ({ ref, url: `/api/seller/photos/${ref}` }))}
        onChange={setPhotos}
        error={errors.photos}
      />
      <label className="flex min-h-11 items-center gap-3 text-slate-800">
        <input type="checkbox" name="publishToInstagram" defaultChecked={values?.publishToInstagram ?? false} className="size-5" />
        Also publish to Instagram when approved
      </label>
      <Button type="submit" block disabled={busy}>
        {busy ? "Submitting..." : "Submit Your Story"}
      </Button>
    </fetcher.Form>
  );
}

/** The /admin/blog table (Title, Author, Date, Status, Actions) and its 'Review Submission' dialog. */
import { useMemo, useState } from "react";
import { useFetcher } from "react-router";
import { ArticleBody } from "~/components/news/article-body";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Field, inputClass } from "~/components/ui/field";
import { Table, Td, Th } from "~/components/ui/table";
import type { AdminBlogItem } from "~/lib/blog/blog-types";
import { parseMarkdown } from "~/lib/news/markdown";
import { formatWhen } from "./format-when";
import { useActionToast } from "./use-action-toast";

const STATUS = {
  pending: { label: "Pending", tone: "warning" },
  approved: { label: "Approved", tone: "success" },
  rejected: { label: "Rejected", tone: "danger" },
} as const;

export function BlogSubmissionsTable({ items }: { items: AdminBlogItem[] }) {
  return (
    <div className="mt-4 rounded-xl border border-slate-200 bg-white p-2">
      <Table caption="Blog submissions" captionHidden className="min-w-[40rem]">
        <thead>
          <tr className="border-b border-slate-200">
            <Th>Title</Th>
            <Th>Author</Th>
            <Th>Date</Th>
            <Th>Status</Th>
            <Th>Actions</Th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="border-b border-slate-100 last:border-0">
              <Td className="font-medium">{item.title}</Td>
              <Td>
                {item.authorName}
                <span className="block text-slate-600">{item.authorEmail}</span>
              </Td>
              <Td>{formatWhen(item.createdAt)}</Td>
              <Td>
                <Badge tone={STATUS[item.status].tone}>{STATUS[item.status].label}</Badge>
              </Td>
              <Td>
                <ReviewDialog item={item} />
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

function ReviewDialog({ item }: { item: AdminBlogItem }) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher();
  const result = useActionToast(fetcher, () => setOpen(false));
  const blocks = useMemo(() => parseMarkdown(item.content), [item.content]);
  const busy = fetcher.state !== "idle";
  const car = [item.carYear, item.carMake, item.carModel].filter(Boolean).join(" ");
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Review Submission"
      trigger={
        <Button size="sm" variant="secondary" aria-label={`Review ${item.title}`}>
          Review
        </Button>
      }
    >
      <div className="space-y-4">
        <div>
          <h3 className="text-xl font-bold text-slate-900">{item.title}</h3>
          <p className="text-sm text-slate-700">
            By {item.authorName} ({item.authorEmail}){car ? ` · ${car}` : ""} · {formatWhen(item.createdAt)}
          </p>
          <p className="text-sm text-slate-700">Also publish to Instagram: {item.publishToInstagram ? "Yes" : "No"}</p>
          {item.status === "approved" && item.slug ? (
            <a href={`/blog/${item.slug}`} className="text-sm font-medium text-brand-700 underline underline-offset-2">
              See the published post
            </a>
          ) : null}
        </div>
        {item.images.length ? (
          <div className="grid grid-cols-2 gap-2">
            {item.images.map((src, i) => (
              <img key={src} src={src} alt={`Image ${i + 1} of ${item.title}`} className="aspect-[4/3] w-full rounded-md object-cover" />
            ))}
          </div>
        ) : null}
        <div className="max-h-72 overflow-y-auto rounded-lg border border-slate-200 p-3 text-base">
          <ArticleBody blocks={blocks} />
        </div>
        {item.status === "pending" ? (
          <fetcher.Form method="post" className="space-y-3">
            <input type="hidden" name="submissionId" value={item.id} />
            <Field id={`notes-${item.id}`} label="Admin notes" optional error={result?.errors?.adminNotes} hint="Sent to the author with the decision.">
              {(aria) => <textarea {...aria} name="adminNotes" rows={3} className={inputClass} />}
            </Field>
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="submit" name="intent" value="reject" variant="secondary" disabled={busy}>
                Reject
              </Button>
              <Button type="submit" name="intent" value="approve" disabled={busy}>
                Approve
              </Button>
            </div>
          </fetcher.Form>
        ) : item.adminNotes ? (
          <p className="text-sm text-slate-800">
            <strong>Admin notes:</strong> {item.adminNotes}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}

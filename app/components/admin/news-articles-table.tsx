/** The /admin/news table: each article's title (to the public page), category, author, date and Edit. */
import { Link } from "react-router";
import { Table, Td, Th } from "~/components/ui/table";
import { formatNewsDate, type AdminNewsRow } from "~/lib/news/news-article";

export function NewsArticlesTable({ items }: { items: AdminNewsRow[] }) {
  return (
    <div className="mt-4 rounded-xl border border-slate-200 bg-white p-2">
      <Table caption="News articles" captionHidden className="min-w-[40rem]">
        <thead>
          <tr className="border-b border-slate-200">
            <Th>Title</Th>
            <Th>Category</Th>
            <Th>Author</Th>
            <Th>Published</Th>
            <Th>Actions</Th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="border-b border-slate-100 last:border-0">
              <Td className="font-medium">
                <Link to={`/news/${item.slug}`} className="text-brand-700 underline-offset-2 hover:underline">
                  {item.title}
                </Link>
              </Td>
              <Td>{item.category}</Td>
              <Td>{item.author}</Td>
              <Td className="whitespace-nowrap">{formatNewsDate(item.publishedAt)}</Td>
              <Td>
                <Link to={`/admin/news/${item.id}/edit`} aria-label={`Edit ${item.title}`} className="inline-flex min-h-10 items-center font-medium text-brand-700 underline underline-offset-2">
                  Edit
                </Link>
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

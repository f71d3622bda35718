import { data } from "react-router";
import { NotFoundPage } from "~/components/layout/not-found-page";

export const meta = () => [{ title: "Page not found | CarSaathi" }, { name: "robots", content: "noindex" }];

// Answered, not thrown: the page renders normally with status 404.
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}

import { Link } from "react-router";

export const meta = () => [{ title: "Page not found | CarSaathi" }];

export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-16">
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p className="mt-3 text-slate-600">We could not find that page.</p>
      <Link to="/" className="mt-6 inline-block rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">
        Back to home
      </Link>
    </main>
  );
}

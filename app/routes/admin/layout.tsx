import { Outlet } from "react-router";
import { ADMIN_MENU, AdminMenu } from "~/components/admin/admin-menu";
import { loadAdminLayout } from "./layout.server";
import type { Route } from "./+types/layout";

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function loader({ request }: Route.LoaderArgs) {
  return loadAdminLayout(request);
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 md:py-8">
      <header className="mb-4">
        <p className="text-sm font-medium uppercase tracking-wide text-slate-600">Admin</p>
        <p className="text-slate-700">Signed in as {loaderData.adminName}</p>
      </header>
      <AdminMenu items={ADMIN_MENU} pendingCount={loaderData.pendingCount} />
      <div className="mt-6 min-w-0">
        <Outlet />
      </div>
    </main>
  );
}

import { Outlet } from "react-router";
import { SellerMenu, sellerMenuItems } from "~/components/seller/seller-menu";
import { PRIVATE_NO_STORE } from "~/.server/http/cache-control";
import type { SellerAccount } from "~/lib/selling/seller-account";
import { loadSellerLayout } from "./layout.server";
import type { Route } from "./+types/layout";

export function headers() {
  return { "Cache-Control": PRIVATE_NO_STORE };
}

export function loader({ request }: Route.LoaderArgs) {
  return loadSellerLayout(request);
}

/** 'Verified Dealer' only once an admin has recorded the business (GSTIN checked). */
function subtitleOf(seller: SellerAccount): string {
  if (!seller.isDealer) return "Private Seller";
  return seller.dealer ? "Verified Dealer" : "Dealer (business details pending)";
}

export default function SellerLayout({ loaderData }: Route.ComponentProps) {
  const { seller } = loaderData;
  return (
    <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 md:py-8">
      <header className="mb-5">
        <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{seller.isDealer ? "Dealer Dashboard" : "Seller Dashboard"}</h1>
        <p className="mt-1 text-slate-700">
          <span className="font-medium">{subtitleOf(seller)}</span>
          {seller.dealerName ? ` · ${seller.dealerName}` : ` · ${seller.name}`}
        </p>
      </header>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[14rem_minmax(0,1fr)]">
        <SellerMenu items={sellerMenuItems(seller.isDealer)} />
        <div className="min-w-0">
          <Outlet context={seller} />
        </div>
      </div>
    </main>
  );
}

import { useOutletContext } from "react-router";
import type { SellerAccount } from "~/lib/selling/seller-account";

/** Pages under /seller read who is selling from the layout instead of loading it again. */
export function useSeller(): SellerAccount {
  return useOutletContext<SellerAccount>();
}

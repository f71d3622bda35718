/** A sell lead as the admin page shows it (server and page share it). */
export interface AdminSellLead {
  id: number;
  car: string;
  year: number;
  city: string;
  phone: string;
  km: number | null;
  owners: number | null;
  quote: { low: number; high: number } | null;
  /** The account's name and email; null for a guest. */
  account: { name: string; email: string } | null;
  createdAt: string;
}

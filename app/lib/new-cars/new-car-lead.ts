/** A 'Get the best offer' lead as the dealer and admin pages show it (server and pages share these). */

export interface DealerNewCarLead {
  id: number;
  car: string;
  /** Null when the buyer left the variant open. */
  variant: string | null;
  city: string;
  name: string;
  /** Null unless the buyer ticked 'Share my mobile number' (the query leaves it out otherwise). */
  phone: string | null;
  createdAt: string;
}

export interface AdminNewCarLead extends DealerNewCarLead {
  phone: string;
  email: string | null;
  sharePhone: boolean;
  /** Whether a dealer of the make was in the city when the buyer sent it. */
  routed: boolean;
  /** The account's name and email; null for a guest. */
  account: { name: string; email: string } | null;
}

export interface LeadsPage<L> {
  leads: L[];
  total: number;
  page: number;
  pageCount: number;
}

/** Why a dealer's list is empty before any lead: the profile does not yet say what and where they sell. */
export type DealerLeadsSetup = "ready" | "no-profile" | "no-makes";

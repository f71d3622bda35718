/** /saved-listings: the user's saved cars and recent searches, and removing either. */
import { data } from "react-router";
import { requireUser } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { parseListingId } from "~/.server/listings/get-vehicle";
import { deleteRecentSearch, listRecentSearches } from "~/.server/account/recent-searches";
import { listSavedVehicles, unsaveListing } from "~/.server/account/saved-listings";
import { PRIVATE_NO_STORE } from "~/.server/http/cache-control";

export async function loadSavedPage(request: Request) {
  const user = await requireUser(request);
  const db = await getDb();
  const [cars, searches] = await Promise.all([listSavedVehicles(db, user.id), listRecentSearches(db, user.id)]);
  const tab = new URL(request.url).searchParams.get("tab") === "recent" ? ("recent" as const) : ("saved" as const);
  return data(
    {
      tab,
      name: user.name,
      cars: cars.map((v) => ({
        id: v.id,
        title: `${v.year} ${v.title}`,
        price: v.price,
        image: v.images[0] ?? null,
        location: v.location,
        mileage: v.mileage,
        fuelType: v.fuelType,
        isNew: v.isNew,
        dealRating: v.dealRating ?? null,
        dealRatingReason: v.dealRatingReason ?? null,
      })),
      searches: searches.map((s) => ({ id: s.id, label: s.label, href: s.href, searchedAt: s.searchedAt.toISOString() })),
    },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}

export async function savedPageAction(request: Request) {
  const user = await requireUser(request);
  const form = await request.formData();
  const db = await getDb();
  const intent = form.get("intent");
  if (intent === "remove-car") {
    const id = parseListingId(String(form.get("listingId") ?? ""));
    if (id !== null) await unsaveListing(db, user.id, id);
    return { removed: "car" as const };
  }
  if (intent === "remove-search") {
    const id = Number(form.get("searchId"));
    if (Number.isInteger(id)) await deleteRecentSearch(db, user.id, id);
    return { removed: "search" as const };
  }
  throw data("Unknown action", { status: 400 });
}

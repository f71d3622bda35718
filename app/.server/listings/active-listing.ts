/**
 * The one rule for which listings are on sale: status 'active' (pending, sold and rejected
 * ones are not shown). Written once so every query, the partial indexes and the in-memory
 * search index agree. The fragments inline the literal, not a parameter: the partial indexes
 * (`where status = 'active'`) serve a query only when its condition is the same text.
 */
import { sql, type SQL } from "drizzle-orm";

export const ACTIVE_STATUS = "active";

/** `status = 'active'`, for a query on `listings` without an alias. */
export const activeListing: SQL = sql.raw(`status = '${ACTIVE_STATUS}'`);

/** The same condition on an aliased or named listings table: activeListingIn("l") is `l.status = 'active'`. */
export function activeListingIn(table: string): SQL {
  return sql.raw(`${table}.status = '${ACTIVE_STATUS}'`);
}

export function isActiveStatus(status: string): boolean {
  return status === ACTIVE_STATUS;
}

/**
 * The listing is its car's card in search: no cheaper copy of the same car (one `car_group`) is
 * on sale, and none as cheap with a lower id. For counts shown beside links into search, so they
 * count what search shows; the search index elects cards by the same rule (search/maintained/car-cards.ts).
 */
export function carCardIn(table: string): SQL {
  return sql.raw(
    `(${table}.car_group is null or not exists (select 1 from listings twin where twin.car_group = ${table}.car_group ` +
      `and twin.id <> ${table}.id and twin.status = '${ACTIVE_STATUS}' ` +
      `and (twin.price < ${table}.price or (twin.price = ${table}.price and twin.id < ${table}.id))))`,
  );
}

// The upcoming-changes page's view model (/resources/upcoming-price-changes): the filter from the
// query string, the changes it selects for the user's stores, and the names the table shows.
import type { User } from "../auth/types.ts";
import { listVendors } from "../stores/mod.ts";
import { ChangeFilter, type PriceChange, upcomingChanges } from "./prices.ts";
import { priceStores } from "./access.ts";
import { descriptionsOf } from "./items.ts";

export interface UpcomingPage {
  filter: ChangeFilter;
  /** Field → translation key of what is wrong with it (the page answers 400). */
  errors: Record<string, string>;
  changes: PriceChange[];
  /** Item number → description in the page's language. */
  descriptions: Record<string, string>;
  vendors: { id: string; name: string }[];
}

export async function loadUpcomingPage(
  kv: Deno.Kv,
  user: User,
  locale: string,
  query: URLSearchParams,
): Promise<UpcomingPage> {
  const raw = Object.fromEntries(query);
  const parsed = ChangeFilter.safeParse(raw);
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const i of parsed.error.issues) errors[String(i.path[0])] ??= i.message;
  }
  const filter = parsed.success
    ? parsed.data
    : { vendor: "", department: "", from: "", to: "", ...raw } as ChangeFilter;
  const [changes, vendors] = await Promise.all([
    parsed.success ? upcomingChanges(kv, filter, priceStores(user)) : [],
    listVendors(kv),
  ]);
  return {
    filter,
    errors,
    changes,
    descriptions: await descriptionsOf(kv, new Set(changes.map((c) => c.item_number)), locale),
    vendors: vendors.map((v) => ({ id: v.vendor_number, name: v.name })),
  };
}

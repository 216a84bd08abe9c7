// Who may see which store's and vendor's data: the one rule every dashboard, report and import
// asks. Head office (buyers and site admins) sees every member store and every vendor; a member
// sees only the member stores on their account; a vendor account only its own vendors. Head
// office (1000) is never a store whose data anyone looks at.
import type { StorePair, User } from "../auth/types.ts";
import { isMemberStore, type Store, type Vendor } from "./model.ts";
import { getStores, getVendor, listStores, listVendors } from "./store.ts";

type Who = Pick<User, "Role" | "Site_Admin" | "Stores" | "Vendors">;

/** Head office: buyers and site admins, who may look at any member store and vendor. */
export function isHeadOffice(user: Pick<User, "Role" | "Site_Admin">): boolean {
  return user.Site_Admin || user.Role === "buyer";
}

/** The member stores on a user's account (head office left out), primary first. */
export function ownStores(user: Pick<User, "Stores">): StorePair[] {
  return user.Stores.filter(([n]) => isMemberStore(n));
}

/** Whether a user may see a member store's data (head office: any member store). */
export function canSeeStore(user: Who, storeNumber: number): boolean {
  if (!isMemberStore(storeNumber)) return false;
  return isHeadOffice(user) || user.Stores.some(([n]) => n === storeNumber);
}

/**
 * The member stores a user may see, in store-number order for head office and account order
 * (primary first) for members. Closed stores are left out unless `includeInactive` (reports over
 * history keep them).
 */
export async function visibleStores(
  kv: Deno.Kv,
  user: Who,
  options: { includeInactive?: boolean } = {},
): Promise<Store[]> {
  const keep = (s: Store) =>
    isMemberStore(s.store_number) && (s.active || !!options.includeInactive);
  if (isHeadOffice(user)) {
    return (await listStores(kv)).filter(keep).sort((a, b) => a.store_number - b.store_number);
  }
  return (await getStores(kv, ownStores(user).map(([n]) => n))).filter(keep);
}

/** Whether a user may see a vendor's data (head office: every vendor). */
export function canSeeVendor(user: Who, vendorNumber: string): boolean {
  return isHeadOffice(user) || user.Vendors.includes(vendorNumber);
}

// One collator for every sort: localeCompare with options builds a new one per comparison.
const numeric = new Intl.Collator("en", { numeric: true });

/** The vendors a user may see: every vendor for head office, else those on the account. */
export async function visibleVendors(kv: Deno.Kv, user: Who): Promise<Vendor[]> {
  if (isHeadOffice(user)) {
    return (await listVendors(kv)).sort((a, b) =>
      numeric.compare(a.vendor_number, b.vendor_number)
    );
  }
  const out: Vendor[] = [];
  for (const v of user.Vendors) {
    const vendor = await getVendor(kv, v);
    if (vendor) out.push(vendor);
  }
  return out;
}

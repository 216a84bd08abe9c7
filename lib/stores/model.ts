// Member stores and vendors of the buying group. Head office is store 1000: it holds the buyers'
// and site admins' accounts and never has sales of its own.
export const PROVINCES = [
  "AB",
  "BC",
  "MB",
  "NB",
  "NL",
  "NS",
  "NT",
  "NU",
  "ON",
  "PE",
  "QC",
  "SK",
  "YT",
] as const;
export type Province = typeof PROVINCES[number];

/** The head-office store number: not a member store (no sales, never on a store picker). */
export const HEAD_OFFICE_STORE = 1000;

export interface Store {
  store_number: number;
  name: string;
  address: string;
  city: string;
  province: Province;
  postal_code: string;
  latitude: number;
  longitude: number;
  phone: string;
  banner: string;
  active: boolean;
  // The store master's details (lib/head_office/store_master.ts edits them; optional because
  // stores saved before it have none).
  email?: string;
  contacts?: StoreContact[];
  /**
   * Opening hours per weekday: "closed", "" (not given) or one or more ranges, "09:00-21:00" or
   * "09:00-12:00, 13:00-21:00" (lib/head_office/hours.ts).
   */
  hours?: Partial<Record<Weekday, string>>;
  /** Dated exceptions to `hours` (holidays), by date. */
  holidays?: HolidayHours[];
  services?: StoreService[];
}

/** A holiday's hours: that day (YYYY-MM-DD) the store is "closed" or open these ranges. */
export interface HolidayHours {
  date: string;
  hours: string;
}

export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = typeof WEEKDAYS[number];

/** Services a store offers (store locator filters). */
export const STORE_SERVICES = [
  "skate_sharpening",
  "bike_repair",
  "ski_tuning",
  "custom_fitting",
  "team_sales",
  "rentals",
  "web_pickup",
] as const;
export type StoreService = typeof STORE_SERVICES[number];

export interface StoreContact {
  role: string;
  name: string;
  email: string;
  phone: string;
}

export interface Vendor {
  vendor_number: string;
  name: string;
}

/** A member store: any store but head office. */
export function isMemberStore(storeNumber: number): boolean {
  return storeNumber !== HEAD_OFFICE_STORE;
}

// The data each fulfillment page renders (the view model): the route's loader fills it, the page
// component in components/fulfillment/ draws it. Types only, so components never import routes.
import type { FieldErrors } from "../forms/errors.ts";
import type { FormValues } from "../forms/read.ts";
import type { Env, FulfillmentOrder, RejectedPayload } from "./schema.ts";
import type { ReturnRequest } from "./returns.ts";
import type { serviceOptions } from "./rates.ts";
import type { TeamQuote } from "./quotes.ts";
import type { StoreBatch } from "./batches.ts";
import type { StoreSettings } from "./store.ts";

/** /fulfillment: a store's orders and team quotes, and its web-order settings. */
export interface HomeData {
  canFulfil: boolean;
  /** The stores a team's request may be taken for (fulfillment or team fulfillment). */
  requestStores: number[];
  /** A refused team request: the errors and what was typed. */
  teamRequest?: { errors: FieldErrors; values: FormValues };
  orders: FulfillmentOrder[];
  quotes: TeamQuote[];
  /** Web-order settings of the user's stores (Store_Admin and site admins may change them). */
  settings: { store: number; settings: StoreSettings; editable: boolean; version: string }[];
  /** Refused settings of a store: the translated errors, what was typed and the version now. */
  settingsError?: { store: number; errors: FieldErrors; values: FormValues; version?: string };
  /** A refused decline: the order, the translated error and what was typed. */
  decline?: { id: string; error: string; reason: string };
  error?: string;
  done?: string;
  /** Open returns coming back to the user's stores. */
  returns: ReturnRequest[];
  /** The user's stores that can get a sandbox test order (sandbox, fulfillment staff). */
  sandboxStores: number[];
}

/** /fulfillment/packages/{id}: an order's packages, labels and returns. */
export interface PackagesData {
  order: FulfillmentOrder;
  left: Record<string, number>;
  form: PackageFields;
  /** The package being edited, with what was typed. */
  edit?: { id: string; form: PackageFields };
  /** Translated messages by field. */
  errors: FieldErrors;
  error?: string;
  returns: ReturnRequest[];
  /** The quoted services, and the one preselected (rates.ts). */
  services: ReturnType<typeof serviceOptions> | null;
  /** Units of each line not yet in a return. */
  returnable: Record<string, number>;
  returnForm: { reason_code: string; reason: string; rule: string; qty: Record<string, string> };
}

/** What was typed for one package (box or custom size, weight, units per line). */
export interface PackageFields {
  box: string;
  weight_g: string;
  length_cm: string;
  width_cm: string;
  height_cm: string;
  qty: Record<string, string>;
}

/** /fulfillment/team-quotes/{id}: one team quote and its line form. */
export interface QuoteData {
  quote: TeamQuote;
  form: { description: string; quantity: string; unit_price: string };
  errors: Record<string, string>;
}

/** /fulfillment/admin: every store's orders, filtered, with the sandbox's tools. */
export interface AdminData {
  /** A refused clock shift: the hours typed and their translated error. */
  shift?: { hours: string; error: string };
  env: Env;
  orders: FulfillmentOrder[];
  total: number;
  unfillable: FulfillmentOrder[];
  rejected: RejectedPayload[];
  stores: number[];
  filter: { store: string; state: string; age: string };
  clock: string;
  done?: string;
  count?: string;
  error?: string;
  /** Live only: no live EasyPost key (labels are refused), and live labels the fake carrier made. */
  carrier?: { missing: boolean; fake_labels: string[] };
}

/** /fulfillment/admin/orders/{order_number}: one order, to reroute or cancel. */
export interface AdminOrderData {
  order: FulfillmentOrder;
  stores: number[];
  /** A re-route that needs confirming: the store and why (no stock, not taking web orders). */
  warning?: { store: number; opted_out: boolean; missing: string[] };
  done?: string;
  error?: string;
  /** A refused cancel: the note typed and its translated error. */
  note?: string;
  noteError?: string;
}

/** /fulfillment/returns/{id}: one return, and a refused step's typing and translated errors. */
export interface ReturnData {
  ret: ReturnRequest;
  error?: string;
  /** The refund typed (dollars) and the disposition chosen. */
  form?: { refund: string; disposition: string };
  errors?: FieldErrors;
}

/** /fulfillment/shipments: the batches of the user's stores and the parcels ready per store. */
export interface ShipmentsData {
  batches: StoreBatch[];
  ready: { store: number; count: number }[];
  error?: string;
}

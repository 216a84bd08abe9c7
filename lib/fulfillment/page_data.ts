// The data each fulfillment page renders (the view model): the route's loader fills it, the page
// component in components/fulfillment/ draws it. Types only, so components never import routes.
import type { FieldErrors } from "../forms/errors.ts";
import type { FormValues } from "../forms/read.ts";
import type { Env, FulfillmentOrder, RejectedPayload } from "./schema.ts";
import type { ReturnRequest } from "./returns.ts";
import type { TeamQuote } from "./quotes.ts";
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
  settings: { store: number; settings: StoreSettings; editable: boolean }[];
  settingsError?: { store: number; errors: Record<string, string>; values: Record<string, string> };
  /** A refused decline: the order, the error and what was typed. */
  decline?: { id: string; error: string; reason: string };
  error?: string;
  done?: string;
}

/** /fulfillment/packages/{id}: an order's packages, labels and returns. */
export interface PackagesData {
  order: FulfillmentOrder;
  left: Record<string, number>;
  form: { box: string; weight_g: string; qty: Record<string, string> };
  errors: Record<string, string>;
  error?: string;
  returns: ReturnRequest[];
  returnForm: { reason: string; rule: string };
}

/** /fulfillment/team-quotes/{id}: one team quote and its line form. */
export interface QuoteData {
  quote: TeamQuote;
  form: { description: string; quantity: string; unit_price: string };
  errors: Record<string, string>;
}

/** /fulfillment/admin: every store's orders, filtered, with the sandbox's tools. */
export interface AdminData {
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
}

/** /fulfillment/admin/orders/{order_number}: one order, to reroute or cancel. */
export interface AdminOrderData {
  order: FulfillmentOrder;
  stores: number[];
  done?: string;
  error?: string;
  note?: string;
}

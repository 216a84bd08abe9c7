// One show order as its pages show it (/showcloud/orders/{id} and its wizard): the order, its
// show, book and styles, each split's purchase order from the ledger and the ledger's history,
// and the actions (reopen, cancel, submit) with the deadline checked on the server. A submit that
// goes over the store's open-to-buy (lib/shows/otb.ts) needs the person's confirmation.
import type { User } from "../auth/types.ts";
import { HttpError } from "../http/errors.ts";
import { getOrder, getOrderHistory, type OrderChange, type PurchaseOrder } from "../orders/mod.ts";
import { getVendor } from "../stores/mod.ts";
import { orderTotal } from "./grid.ts";
import {
  cancelShowOrder,
  isOrderingOpen,
  type OrderContext,
  reopenShowOrder,
  submitShowOrder,
} from "./ordering.ts";
import { canOrderFor, requireBook, requireOrder, requireShow } from "./pages.ts";
import type { Book, BookStyle, Show, ShowOrder } from "./schema.ts";
import { bookStyles } from "./store.ts";
import { exceedsOtb, type OtbLeft } from "../otb/left.ts";
import { orderingOnBehalf, showActor } from "./order_page.ts";
import { showOtb } from "./otb.ts";

export interface OrderView {
  order: ShowOrder;
  show: Show;
  book: Book;
  styles: BookStyle[];
  vendorName: string;
  /** The ledger's purchase order of each split (null if missing). */
  pos: (PurchaseOrder | null)[];
  history: (OrderChange & { po_number: string })[];
  open: boolean;
  mayChange: boolean;
  total: { units: number; cost: number; retail: number };
  /** Open-to-buy left after this order (its own purchase orders not counted twice). */
  otb: OtbLeft[];
}

export async function loadOrderView(
  kv: Deno.Kv,
  user: User,
  id: string,
  now: Date,
): Promise<OrderView> {
  const { order } = await requireOrder(kv, user, id);
  const book = await requireBook(kv, order.vendor, order.book);
  const [show, styles, vendor] = await Promise.all([
    requireShow(kv, order.show),
    bookStyles(kv, book.id),
    getVendor(kv, order.vendor),
  ]);
  const pos = await Promise.all(order.po_ids.map((p) => p ? getOrder(kv, p) : null));
  const history: OrderView["history"] = [];
  for (const po of pos) {
    if (!po) continue;
    for (const h of await getOrderHistory(kv, po.id)) {
      history.push({ ...h, po_number: po.po_number });
    }
  }
  history.sort((a, b) => b.at.localeCompare(a.at) || b.version - a.version);
  return {
    order,
    show,
    book,
    styles,
    vendorName: vendor?.name ?? order.vendor,
    pos,
    history,
    open: isOrderingOpen(show, now),
    mayChange: canOrderFor(user, order.store) || orderingOnBehalf(user, order.store),
    total: orderTotal(styles, order.quantities),
    otb: order.state === "cancelled" ? [] : await showOtb(kv, order.store, styles, order, order),
  };
}

export type OrderAction = "submit" | "reopen" | "cancel";

/**
 * Runs an action on a loaded order (403 for anyone but the store's staff). A submit over the
 * store's open-to-buy is refused (400) unless `otbConfirmed`.
 */
export async function runOrderAction(
  kv: Deno.Kv,
  user: User,
  view: OrderView,
  action: string,
  now: Date,
  options: { otbConfirmed?: boolean } = {},
): Promise<ShowOrder> {
  if (!view.mayChange) throw new HttpError(403, "shows.errors.not_your_store");
  if (action === "submit" && !options.otbConfirmed && exceedsOtb(view.otb)) {
    throw new HttpError(400, "open_to_buy.left.confirm_needed");
  }
  const ctx: OrderContext = {
    kv,
    show: view.show,
    book: view.book,
    styles: view.styles,
    store: view.order.store,
    actor: showActor(user, view.order.store),
    now,
  };
  if (action === "submit") return await submitShowOrder(ctx, view.order.id);
  if (action === "reopen") return await reopenShowOrder(ctx, view.order.id);
  if (action === "cancel") return await cancelShowOrder(ctx, view.order.id);
  throw new HttpError(400, "shows.errors.action");
}

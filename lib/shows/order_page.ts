// The store's order with a vendor (/showcloud/{vendor}/order), as a plain form: the size × colour
// grid of every style (`q.<item>`), quick entry by size run (`run.<style>`), the delivery splits
// (`split.<i>.<field>`, add, remove, "copy to all") and save / review. Helper buttons re-render
// with what was typed and write nothing; save validates everything first (lib/shows/ordering.ts)
// and the page keeps every typed value with the errors next to their inputs.
import type { User } from "../auth/types.ts";
import { type FormValues, formValues, textValue } from "../forms/mod.ts";
import { HttpError } from "../http/errors.ts";
import { listStores } from "../stores/mod.ts";
import { applySizeRun, orderTotal, parseSizeRun } from "./grid.ts";
import { checkOrderInput, isOrderingOpen, saveShowOrder, type TypedSplit } from "./ordering.ts";
import { canOrderFor } from "./pages.ts";
import { type StyleInsight, styleInsights } from "./report.ts";
import {
  type Book,
  type BookStyle,
  MAX_SPLITS,
  type ShipTo,
  type Show,
  type ShowOrder,
} from "./schema.ts";
import { shipTosOf } from "./shipping.ts";
import { proposeFromSales } from "./size_run.ts";
import { peersOf, storeBands } from "./peers.ts";
import { getShowOrder, listShowOrders, showOrderIdFor } from "./store.ts";
import type { OtbLeft } from "../otb/left.ts";
import { typedShowOtb } from "./otb.ts";

export interface PageError {
  key: string;
  vars?: Record<string, number>;
}

export interface OrderPageData {
  show: Show;
  book: Book;
  styles: BookStyle[];
  store: number;
  stores: number[];
  order: ShowOrder | null;
  open: boolean;
  typed: Record<string, string>;
  splits: TypedSplit[];
  errors: Record<string, PageError>;
  formError: string | null;
  notice: string | null;
  noticeVars: Record<string, number>;
  /** Size runs shown in the quick-entry fields (typed, or proposed from sales), by style. */
  runs: Record<string, string>;
  rounded: string[];
  shipTos: ShipTo[];
  /** Units and cents of what the grid holds now. */
  total: { units: number; cost: number; retail: number };
  insights: Record<string, StyleInsight>;
  /** Open-to-buy left after what the grid holds, per department and month of its splits. */
  otb: OtbLeft[];
}

/** The typed form of a stored order (or an empty grid with one split over the first window). */
function typedFrom(order: ShowOrder | null, book: Book, address: string) {
  const typed: Record<string, string> = {};
  if (order && order.state !== "cancelled") {
    for (const [item, q] of Object.entries(order.quantities)) typed[`q.${item}`] = String(q);
  }
  const splits: TypedSplit[] = order && order.splits.length > 0
    ? order.splits.map((s) => ({ ...s, percent: String(s.percent) }))
    : [{ ...book.windows[0], po_ref: "", ship_to: address, percent: "100" }];
  return { typed, splits };
}

function quantitiesOf(typed: Record<string, string>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, text] of Object.entries(typed)) {
    const q = Number(text);
    if (name.startsWith("q.") && Number.isInteger(q) && q > 0) out[name.slice(2)] = q;
  }
  return out;
}

export async function orderPageData(
  kv: Deno.Kv,
  args: { show: Show; book: Book; styles: BookStyle[]; store: number; stores: number[] },
  now: Date,
  edit?: Partial<OrderPageData>,
): Promise<OrderPageData> {
  const { show, book, styles, store } = args;
  const id = await showOrderIdFor(kv, show.key, store, book.vendor);
  const order = id ? (await getShowOrder(kv, id)).value : null;
  const shipTos = await shipTosOf(kv, store);
  const stored = typedFrom(order, book, shipTos[0].address);
  const typed = edit?.typed ?? stored.typed;
  const storeCount = (await listStores(kv)).filter((s) => s.active && s.store_number !== 1000)
    .length;
  const others = (await listShowOrders(kv, show.key)).filter((o) => o.vendor === book.vendor);
  const splits = edit?.splits ?? stored.splits;
  return {
    ...args,
    order,
    open: isOrderingOpen(show, now),
    typed,
    splits,
    errors: edit?.errors ?? {},
    formError: edit?.formError ?? null,
    notice: edit?.notice ?? null,
    noticeVars: edit?.noticeVars ?? {},
    runs: edit?.runs ?? {},
    rounded: edit?.rounded ?? [],
    shipTos,
    total: orderTotal(styles, quantitiesOf(typed)),
    insights: Object.fromEntries(
      styleInsights(styles, others, storeCount, peersOf(await storeBands(kv, now), store)),
    ),
    otb: await typedShowOtb(kv, store, styles, typed, splits, order),
  };
}

function typedSplits(values: FormValues): TypedSplit[] {
  const count = Math.min(MAX_SPLITS, Math.max(0, Number(textValue(values, "split_count")) || 0));
  return Array.from({ length: count }, (_, i) => ({
    start_ship: textValue(values, `split.${i}.start_ship`),
    cancel_date: textValue(values, `split.${i}.cancel_date`),
    po_ref: textValue(values, `split.${i}.po_ref`),
    ship_to: textValue(values, `split.${i}.ship_to`),
    percent: textValue(values, `split.${i}.percent`),
  }));
}

export type PostResult =
  | { kind: "saved"; order: ShowOrder; review: boolean }
  | { kind: "render"; data: OrderPageData; status: number };

/** The order form's POST: a helper action re-renders; save / review validate and write. */
export async function postOrderPage(
  req: Request,
  kv: Deno.Kv,
  user: User,
  args: { show: Show; book: Book; styles: BookStyle[]; store: number; stores: number[] },
  now: Date,
): Promise<PostResult> {
  if (!canOrderFor(user, args.store)) throw new HttpError(403, "shows.errors.not_your_store");
  const values = await formValues(req);
  const action = textValue(values, "action");
  let typed: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) if (k.startsWith("q.")) typed[k] = String(v);
  let splits = typedSplits(values);
  const render = async (edit: Partial<OrderPageData>, status = 200): Promise<PostResult> => ({
    kind: "render",
    status,
    data: await orderPageData(kv, args, now, { typed, splits, ...edit }),
  });

  if (action.startsWith("propose.")) {
    const style = args.styles.find((s) => s.style_id === action.slice(8));
    if (!style) throw new HttpError(400, "shows.errors.style_not_found");
    const units = Object.values(style.items)
      .reduce((n, item) => n + (Number(typed[`q.${item}`]) || 0), 0);
    const proposal = await proposeFromSales(kv, args.store, style, units, now);
    return render({
      runs: { [style.style_id]: style.sizes.map((size) => proposal.run[size]).join(" ") },
      notice: "proposed",
      noticeVars: { count: proposal.sold },
    });
  }
  if (action.startsWith("run.")) {
    const style = args.styles.find((s) => s.style_id === action.slice(4));
    if (!style) throw new HttpError(400, "shows.errors.style_not_found");
    const run = parseSizeRun(textValue(values, action), style.sizes, style.case_pack);
    if (!run) {
      return render({ errors: { [action]: { key: "shows.errors.size_run" } } }, 400);
    }
    typed = applySizeRun(style, run, typed);
    return render({ notice: "run_applied" });
  }
  if (action === "add_split") {
    if (splits.length >= MAX_SPLITS) return render({ formError: "shows.errors.split_count" }, 400);
    const last = splits[splits.length - 1];
    const window = args.book.windows[splits.length] ?? args.book.windows[0];
    splits = [...splits, { ...window, po_ref: "", ship_to: last?.ship_to ?? "", percent: "0" }];
    return render({});
  }
  if (action.startsWith("remove_split.")) {
    const i = Number(action.slice("remove_split.".length));
    if (splits.length > 1) splits = splits.filter((_, k) => k !== i);
    return render({});
  }
  if (action === "copy_to_all") {
    const first = splits[0];
    if (first) {
      splits = splits.map((s) => ({
        ...s,
        ship_to: first.ship_to,
        po_ref: s.po_ref || first.po_ref,
      }));
    }
    return render({ notice: "copied" });
  }
  if (action !== "save" && action !== "review") throw new HttpError(400, "shows.errors.action");
  if (!isOrderingOpen(args.show, now)) return render({ formError: "shows.errors.deadline" }, 400);
  const checked = checkOrderInput(args.styles, typed, splits);
  if (!checked.ok) {
    return render(
      { errors: checked.errors, formError: checked.formError ?? "shows.errors.fix" },
      400,
    );
  }
  const order = await saveShowOrder(
    { kv, ...args, actor: { id: user.id, email: user.email }, now },
    { quantities: checked.quantities, splits: checked.splits },
  );
  return { kind: "saved", order, review: action === "review" };
}

// Reorder at a show: the store's order with the same vendor at an earlier show, copied into this
// book's grid as typed quantities (nothing is saved until the store saves the draft). An item is
// found by its item number, else by the same style, colour and size in this book; what this book
// no longer offers is listed, never dropped in silence.
import { inLocale } from "../catalogue/mod.ts";
import type { Locale } from "../i18n/locales.ts";
import type { BookStyle, Show, ShowOrder } from "./schema.ts";
import { bookStyles } from "./store.ts";

/** An earlier show order of the store with the vendor, offered as a starting point. */
export interface EarlierOrder {
  id: string;
  show: string;
  showName: string;
  units: number;
}

/**
 * The store's earlier, non-empty orders with the vendor at other shows, newest first, from its
 * orders with the vendor (`orders`, one per show).
 */
export function earlierOrders(
  orders: ShowOrder[],
  show: string,
  showOf: (key: string) => Show | undefined,
  locale: Locale,
): EarlierOrder[] {
  return orders.filter((o) =>
    o.show !== show && o.state !== "cancelled" && Object.keys(o.quantities).length > 0
  ).sort((a, b) => b.updated_at.localeCompare(a.updated_at)).slice(0, 5).map((o) => ({
    id: o.id,
    show: o.show,
    showName: inLocale(showOf(o.show)?.name ?? { en: o.show, fr: o.show }, locale),
    units: Object.values(o.quantities).reduce((a, b) => a + b, 0),
  }));
}

export interface CopiedOrder {
  /** Typed grid values (`q.<item>`) for this book. */
  typed: Record<string, string>;
  /** What this book no longer offers: "style colour size" (or the item number), with units. */
  dropped: string[];
}

/** Copies an earlier order's quantities onto this book's styles (see the module comment). */
export async function copyOrder(
  kv: Deno.Kv,
  from: ShowOrder,
  styles: BookStyle[],
  locale: Locale,
): Promise<CopiedOrder> {
  const here = new Set(styles.flatMap((s) => Object.values(s.items)));
  const byCell = new Map(
    styles.flatMap((s) =>
      Object.entries(s.items).map(([cell, item]) => [`${s.style_id}#${cell}`, item])
    ),
  );
  const before = new Map<string, { style: BookStyle; cell: string }>();
  for (const style of await bookStyles(kv, from.book)) {
    for (const [cell, item] of Object.entries(style.items)) before.set(item, { style, cell });
  }
  const typed: Record<string, string> = {};
  const dropped: string[] = [];
  for (const [item, units] of Object.entries(from.quantities)) {
    const old = before.get(item);
    const target = here.has(item) ? item : old && byCell.get(`${old.style.style_id}#${old.cell}`);
    if (target) {
      typed[`q.${target}`] = String((Number(typed[`q.${target}`]) || 0) + units);
      continue;
    }
    const label = old
      ? `${inLocale(old.style.name, locale)} #${old.style.style_id} ${old.cell.replace("|", " ")}`
      : item;
    dropped.push(`${label} (${units})`);
  }
  return { typed, dropped };
}

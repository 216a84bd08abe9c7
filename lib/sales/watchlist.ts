// The stock-sales watchlist: items a store follows, with an alert when weeks of supply falls below
// the item's threshold.  ["sales","watch",store,item_number] → WatchEntry
import { z } from "zod";
import { addDays, weeksOf } from "./calendar.ts";
import { weeksOfSupply } from "./formulas.ts";
import { catalogueMap } from "../catalogue/store.ts";
import { inLocale } from "../catalogue/model.ts";
import { K, type MeasureMap, readSeries } from "./store.ts";
import { lastCompleteDay } from "./dashboards.ts";

export interface WatchEntry {
  item_number: string;
  threshold: number;
  added: string;
}

export interface WatchRow extends WatchEntry {
  description: string;
  onHand: number;
  last4: number;
  weeksOfSupply: number | null;
  alert: boolean;
}

/** Weeks of supply below which an item is flagged: half a week to a year. */
export const THRESHOLD_MIN = 0.5;
export const THRESHOLD_MAX = 52;

/** The add form: an out-of-range threshold is refused (with the range), never clamped. */
export const FollowInput = z.object({
  item_number: z.string().trim().min(1).max(20),
  // No message of its own: one given here would stand for every issue, the range ones included.
  threshold: z.coerce.number().min(THRESHOLD_MIN).max(THRESHOLD_MAX),
});

export async function follow(kv: Deno.Kv, store: number, item: string, threshold: number) {
  await kv.set(
    ["sales", "watch", store, item],
    {
      item_number: item,
      threshold,
      added: new Date().toISOString(),
    } satisfies WatchEntry,
  );
}

export async function unfollow(kv: Deno.Kv, store: number, item: string) {
  await kv.delete(["sales", "watch", store, item]);
}

export async function watchlist(
  kv: Deno.Kv,
  store: number,
  locale: string,
): Promise<WatchRow[]> {
  const entries: WatchEntry[] = [];
  for await (
    const e of kv.list<WatchEntry>({ prefix: ["sales", "watch", store] }, { limit: 500 })
  ) {
    entries.push(e.value);
  }
  if (entries.length === 0) return [];
  const items = await catalogueMap(kv);
  const end = lastCompleteDay();
  // the last four complete Sunday–Saturday weeks
  const weeks = weeksOf({ start: addDays(end, -34), end }).filter((w) => addDays(w, 6) <= end)
    .slice(-4);
  const series = await readSeries<MeasureMap>(kv, K.si(store), "w", weeks);
  const rows: WatchRow[] = [];
  for (let i = 0; i < entries.length; i += 10) {
    const slice = entries.slice(i, i + 10);
    const stock = await kv.getMany<{ on_hand: number }[]>(
      slice.map((e) => K.stock(e.item_number, store)),
    );
    slice.forEach((e, j) => {
      const onHand = stock[j].value?.on_hand ?? 0;
      const weekly = weeks.map((w) => series.get(w)?.[e.item_number]?.[0] ?? 0);
      const wos = weeksOfSupply(onHand, weekly);
      rows.push({
        ...e,
        description: items.has(e.item_number)
          ? inLocale(items.get(e.item_number)!.description, locale)
          : e.item_number,
        onHand,
        last4: weekly.reduce((a, b) => a + b, 0),
        weeksOfSupply: wos,
        alert: wos !== null && wos < e.threshold,
      });
    });
  }
  return rows.sort((a, b) =>
    Number(b.alert) - Number(a.alert) || a.item_number.localeCompare(b.item_number)
  );
}

// The loader of /marketing/items/by-sale-date/{start}/{end}: the items on sale during a period
// (inclusive), from the pricing schedule, each with its sale window.
import { catalogueMap, type Variant } from "../catalogue/mod.ts";
import { listSchedule, windowsBetween } from "./library.ts";
import type { PriceWindow } from "./model.ts";

export interface SaleRow {
  window: PriceWindow;
  variant: Variant;
}

export interface SaleData {
  rows: SaleRow[];
  error: string | null;
}

export async function loadSaleRows(kv: Deno.Kv, start: string, end: string): Promise<SaleRow[]> {
  const catalogue = await catalogueMap(kv);
  return windowsBetween(await listSchedule(kv), start, end).flatMap((window) => {
    const variant = catalogue.get(window.item_number);
    return variant ? [{ window, variant }] : [];
  });
}

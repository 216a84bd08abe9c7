// A count list as people read it: each counted code with its catalogue item (number and
// description), the units expected on hand at the list's store (its last stock record; 0 when the
// item has none there), and the variance (counted − expected). Codes that are no catalogue item
// have no expectation. CSV times are Toronto wall-clock times (the portal's time zone).
import { findVariantByGtin, inLocale } from "../catalogue/mod.ts";
import { K as SALES } from "../sales/keys.ts";
import type { StockRecord } from "../sales/model.ts";
import { torontoDateString, torontoParts } from "../i18n/format.ts";
import type { Locale } from "../auth/types.ts";
import type { CountLine, CountList } from "./schema.ts";

export interface CountRow extends CountLine {
  item_number: string | null;
  description: string | null;
  expected: number | null;
  variance: number | null;
}

export async function countRows(
  kv: Deno.Kv,
  list: Pick<CountList, "store">,
  lines: CountLine[],
  locale: Locale,
): Promise<CountRow[]> {
  return await Promise.all(lines.map(async (line) => {
    const variant = line.gtin14 ? await findVariantByGtin(kv, line.gtin14) : null;
    if (!variant) {
      return { ...line, item_number: null, description: null, expected: null, variance: null };
    }
    const stock = await kv.get<StockRecord>(SALES.stock(variant.item_number, list.store));
    const expected = stock.value?.on_hand ?? 0;
    return {
      ...line,
      item_number: variant.item_number,
      description: inLocale(variant.description, locale),
      expected,
      variance: line.qty - expected,
    };
  }));
}

/** "YYYY-MM-DD HH:MM:SS" on Toronto's clock. */
export function torontoTime(iso: string): string {
  const p = torontoParts(iso);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${torontoDateString(iso)} ${two(p.hour)}:${two(p.minute)}:${two(p.second)}`;
}

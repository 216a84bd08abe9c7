// The size-run helper: a run proposed from the store's own sales of the style by size over the
// last two years (two seasons of the same kind), through the sales rollups (store × item map,
// lib/sales), in whole cases. The target is what the grid holds now, else what sold, else the
// style's minimum.
import { K, readMap } from "../sales/store.ts";
import { U } from "../sales/model.ts";
import { addDays } from "../sales/calendar.ts";
import { torontoDateString } from "../i18n/format.ts";
import { proposeRun, roundUpToCase } from "./grid.ts";
import type { BookStyle } from "./schema.ts";

export interface Proposal {
  run: Record<string, number>;
  /** Units the store sold of the style over the two years. */
  sold: number;
}

/** Units sold by size (every colour) of a style's items in an item → measures map. */
export function soldBySize(style: BookStyle, items: Record<string, number[]>) {
  const out: Record<string, number> = {};
  for (const [cell, item] of Object.entries(style.items)) {
    const size = cell.slice(cell.indexOf("|") + 1);
    out[size] = (out[size] ?? 0) + Math.max(0, items[item]?.[U] ?? 0);
  }
  return out;
}

export async function proposeFromSales(
  kv: Deno.Kv,
  store: number,
  style: BookStyle,
  typedUnits: number,
  now: Date,
): Promise<Proposal> {
  const end = torontoDateString(now);
  const map = await readMap(kv, K.si(store), { start: addDays(end, -730), end });
  const bySize = soldBySize(style, map);
  const sold = Object.values(bySize).reduce((a, b) => a + b, 0);
  // Per colour: the run is applied to every colour, so the target is shared out over them.
  const colours = Math.max(1, style.colours.length);
  const target = typedUnits > 0 ? typedUnits : sold > 0 ? sold : Math.max(style.minimum, 1);
  const perColour = roundUpToCase(Math.ceil(target / colours), style.case_pack);
  return { run: proposeRun(style.sizes, bySize, perColour, style.case_pack), sold };
}

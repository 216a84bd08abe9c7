// A vendor's program report (/reporting/bauer-elp-reports): the member stores enrolled in the
// vendor's program or selling its products over a period, with their tier and the vendor's sales.
import type { QueryProblem } from "../http/errors.ts";
import type { User } from "../auth/types.ts";
import type { Period } from "../sales/calendar.ts";
import { chooseVendor, lastCompleteDay, periodFromQuery } from "../sales/dashboards.ts";
import { BoundedCache, cached } from "../sales/dashboards/cache.ts";
import { enrolments } from "../sales/programs.ts";
import { K, type MeasureMap, readMap } from "../sales/store.ts";
import { isMemberStore, listStores } from "../stores/mod.ts";

export interface ElpRow {
  store: number;
  name: string;
  province: string;
  tier: string | null;
  units: number;
  /** Cents. */
  sales: number;
}

export interface ElpReport {
  vendor: string;
  vendors: string[];
  period: Period;
  rows: ElpRow[];
  /** ?start=&end= values that could not be used (shown at the period filter). */
  problems: QueryProblem[];
}

// The vendor's sales by store over the period, computed once per sales data version (every import
// bumps it: lib/sales/dashboards/cache.ts); summing the year's rollups was most of the page's time.
const salesCache = new BoundedCache<MeasureMap>(100);

/** The report of the vendor the query names (one of the user's own; year to date by default). */
export async function loadElpReport(kv: Deno.Kv, user: User, url: URL): Promise<ElpReport> {
  const vendor = chooseVendor(user, url.searchParams.get("vendor"));
  const end = lastCompleteDay();
  const asked = periodFromQuery(url);
  const period = asked.period ?? { start: `${end.slice(0, 4)}-01-01`, end };
  const [sales, enrolled, stores] = await Promise.all([
    cached(
      kv,
      salesCache,
      ["elp", vendor, period.start, period.end],
      () => readMap(kv, K.gv(vendor), period),
    ),
    enrolments(kv, vendor),
    listStores(kv),
  ]);
  const rows = stores
    .filter((s) =>
      isMemberStore(s.store_number) && (enrolled.has(s.store_number) || sales[s.store_number])
    )
    .map((s) => ({
      store: s.store_number,
      name: s.name,
      province: s.province,
      tier: enrolled.get(s.store_number)?.tier ?? null,
      units: sales[s.store_number]?.[0] ?? 0,
      sales: sales[s.store_number]?.[1] ?? 0,
    }))
    .sort((a, b) => b.sales - a.sales);
  return { vendor, vendors: user.Vendors, period, rows, problems: asked.problems };
}

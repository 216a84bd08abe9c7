import type { Handlers, PageProps } from "$fresh/server.ts";
import { PeriodForm } from "../../components/sales/PeriodForm.tsx";
import { chooseVendor, lastCompleteDay, periodFromQuery } from "../../lib/sales/dashboards.ts";
import type { Period } from "../../lib/sales/calendar.ts";
import { fmtFor } from "../../lib/sales/format.ts";
import { requireUser } from "../../lib/auth/signed_in.ts";
import { enrolments } from "../../lib/sales/programs.ts";
import { K, readMap } from "../../lib/sales/store.ts";
import { isMemberStore, listStores } from "../../lib/stores/mod.ts";
import type { PortalState } from "../../lib/state.ts";
import { SalesPageHeader } from "../../components/sales/SalesPageHeader.tsx";

interface Data {
  vendor: string;
  vendors: string[];
  period: Period;
  rows: {
    store: number;
    name: string;
    province: string;
    tier: string | null;
    units: number;
    sales: number;
  }[];
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const user = requireUser(ctx.state);
    const vendor = chooseVendor(user, ctx.url.searchParams.get("vendor"));
    const end = lastCompleteDay();
    const period = periodFromQuery(ctx.url) ?? { start: `${end.slice(0, 4)}-01-01`, end };
    const [sales, enrolled, stores] = await Promise.all([
      readMap(ctx.state.kv, K.gv(vendor), period),
      enrolments(ctx.state.kv, vendor),
      listStores(ctx.state.kv),
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
    return ctx.render({ vendor, vendors: user.Vendors, period, rows });
  },
};

/** A vendor's program report: enrolment and the vendor's sales by store (own vendors only). */
export default function ElpReport({ data, state }: PageProps<Data, PortalState>) {
  const { t } = state;
  const f = fmtFor(state.locale);
  return (
    <>
      <SalesPageHeader
        t={t}
        title={t("reporting.elp.title")}
      />
      <p>
        {t("reporting.elp.intro", {
          program: data.vendor,
          start: f.date(data.period.start),
          end: f.date(data.period.end),
        })}
      </p>
      <PeriodForm action="/reporting/bauer-elp-reports" period={data.period} t={t} f={f} />
      <div class="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">{t("dashboards.col.store")}</th>
              <th scope="col">{t("dashboards.col.province")}</th>
              <th scope="col">{t("reporting.elp.enrolled")}</th>
              <th scope="col" class="num">{t("dashboards.col.units")}</th>
              <th scope="col" class="num">{t("dashboards.col.sales")}</th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((r) => (
              <tr>
                <td>{r.store} · {r.name}</td>
                <td>{r.province}</td>
                <td>{r.tier ? `${t("reporting.elp.yes")} (${r.tier})` : t("reporting.elp.no")}</td>
                <td class="num">{f.count(r.units)}</td>
                <td class="num">{f.money(r.sales)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

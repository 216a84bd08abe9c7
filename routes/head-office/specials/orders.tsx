// /head-office/specials/orders (head office): every specials order by program, with store, vendor,
// state, units and total at cost, the stores that have not ordered, and ?format=csv: one row per
// order line of every program.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { crumbsFor, pageTitle } from "../../../lib/nav/pages.ts";
import { formatCurrency } from "../../../lib/i18n/format.ts";
import { HEAD_OFFICE_STORE, listStores } from "../../../lib/stores/mod.ts";
import { listOrders, type PurchaseOrder } from "../../../lib/orders/mod.ts";
import { listForms, orderTotalCents, type SpecialForm } from "../../../lib/specials/mod.ts";

interface Data {
  programs: { form: SpecialForm; orders: PurchaseOrder[]; notOrdered: number[] }[];
}

function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const { kv } = ctx.state;
    const forms = await listForms(kv);
    const members = (await listStores(kv)).filter((s) =>
      s.active && s.store_number !== HEAD_OFFICE_STORE
    )
      .map((s) => s.store_number).sort((a, b) => a - b);
    const programs = await Promise.all(forms.map(async (form) => {
      const orders = (await listOrders(kv, { program_id: form.id, source: "specials" }))
        .sort((a, b) => a.store - b.store);
      const ordered = new Set(orders.filter((o) => o.state !== "cancelled").map((o) => o.store));
      return { form, orders, notOrdered: members.filter((s) => !ordered.has(s)) };
    }));
    if (ctx.url.searchParams.get("format") === "csv") {
      const rows = [[
        "program_id",
        "program",
        "vendor",
        "po_number",
        "store",
        "state",
        "start_ship",
        "cancel_date",
        "item_number",
        "department",
        "quantity",
        "unit_cost",
        "retail",
      ].join(",")];
      for (const { form, orders } of programs) {
        for (const o of orders) {
          for (const l of o.lines) {
            rows.push(
              [
                form.id,
                form.name.en,
                o.vendor,
                o.po_number,
                o.store,
                o.state,
                o.start_ship,
                o.cancel_date,
                l.item_number,
                l.department,
                l.quantity,
                l.unit_cost.toFixed(2),
                l.retail.toFixed(2),
              ].map(csvCell).join(","),
            );
          }
        }
      }
      return new Response(rows.join("\r\n") + "\r\n", {
        headers: {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": 'attachment; filename="specials-orders.csv"',
        },
      });
    }
    return ctx.render({ programs });
  },
};

export default function SpecialsOrders({ data, state }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  const lang = locale === "fr-CA" ? "fr" : "en";
  return (
    <>
      <PageHeader
        title={pageTitle("ho_specials_orders", t)}
        crumbs={crumbsFor("ho_specials_orders", t)}
        appName={t("common.app_name")}
      />
      <p>
        <a href="/head-office/specials/orders?format=csv" download>
          {t("specials.admin.export_csv")}
        </a>
      </p>
      {data.programs.map(({ form, orders, notOrdered }) => (
        <section data-program={form.id}>
          <h2>{form.name[lang]} · {form.vendor}</h2>
          {orders.length === 0 ? <p>{t("specials.admin.no_orders")}</p> : (
            <table class="data">
              <thead>
                <tr>
                  <th>{t("specials.po_number")}</th>
                  <th>{t("specials.store")}</th>
                  <th>{t("specials.status")}</th>
                  <th class="num">{t("specials.admin.lines_count")}</th>
                  <th class="num">{t("specials.admin.units")}</th>
                  <th class="num">{t("specials.total")}</th>
                </tr>
              </thead>
              <tbody>
                {orders.map((o) => (
                  <tr data-order={o.po_number}>
                    <td>{o.po_number}</td>
                    <td>{o.store}</td>
                    <td>{t(`orders.states.${o.state}`)}</td>
                    <td class="num">{o.lines.length}</td>
                    <td class="num">{o.lines.reduce((n, l) => n + l.quantity, 0)}</td>
                    <td class="num">{formatCurrency(orderTotalCents(o) / 100, locale)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th colSpan={5}>{t("specials.total")}</th>
                  <td class="num">
                    {formatCurrency(
                      orders.filter((o) => o.state !== "cancelled")
                        .reduce((sum, o) => sum + orderTotalCents(o), 0) / 100,
                      locale,
                    )}
                  </td>
                </tr>
              </tfoot>
            </table>
          )}
          <p class="muted">{t("specials.admin.not_ordered", { stores: notOrdered.join(", ") })}</p>
        </section>
      ))}
    </>
  );
}

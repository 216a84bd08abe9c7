import type { Handlers, PageProps } from "$fresh/server.ts";
import { PeriodForm } from "../../../components/sales/PeriodForm.tsx";
import { ITEM_STORES, ItemView } from "../../../components/sales/StoreTables.tsx";
import { csvOrRender } from "../../../lib/forms/table.ts";
import {
  type ItemDashboard,
  itemDashboard,
  periodFromQuery,
} from "../../../lib/sales/dashboards.ts";
import { fmtFor } from "../../../lib/sales/format.ts";
import { requireUser } from "../../../lib/auth/signed_in.ts";
import type { QueryProblem } from "../../../lib/http/errors.ts";
import type { PortalState } from "../../../lib/state.ts";
import { SalesPageHeader } from "../../../components/sales/SalesPageHeader.tsx";
import { resolveItem } from "../../../lib/marketing/migrate.ts";
import { seeOther } from "../../../lib/forms/mod.ts";

type PageData = ItemDashboard & { problems: QueryProblem[] };

export const handler: Handlers<PageData, PortalState> = {
  async GET(_req, ctx) {
    const user = requireUser(ctx.state);
    // an item merged or migrated into another: its sales history moved there (lib/sales/repoint.ts)
    const heir = await resolveItem(ctx.state.kv, ctx.params.item_number);
    if (heir !== ctx.params.item_number) {
      return seeOther(`/dashboards/item/${encodeURIComponent(heir)}${ctx.url.search}`);
    }
    const { period, problems } = periodFromQuery(ctx.url);
    const data = await itemDashboard(ctx.state.kv, user, ctx.params.item_number, {
      period,
      store: ctx.url.searchParams.get("store"),
    });
    if (!data) return ctx.renderNotFound();
    const file = `item-${data.item.item_number}-stores`;
    return csvOrRender(ctx, { ...data, problems }, ITEM_STORES, data.stores, file);
  },
};

export default function ItemPage({ data, state, url }: PageProps<PageData, PortalState>) {
  const { t } = state;
  const f = fmtFor(state.locale);
  return (
    <>
      <SalesPageHeader
        t={t}
        title={t("dashboards.item.title", { item: data.item.item_number })}
        crumbs={[{ label: t("dashboards.member.title"), href: "/dashboards/member-dashboard" }]}
      />
      {data.picker && (
        <PeriodForm
          action={`/dashboards/item/${encodeURIComponent(data.item.item_number)}`}
          period={data.period}
          stores={data.picker.stores}
          store={data.picker.store}
          problems={data.problems}
          t={t}
          f={f}
        />
      )}
      <ItemView data={data} t={t} f={f} url={url} locale={state.locale} />
    </>
  );
}

import type { Handlers, PageProps } from "$fresh/server.ts";
import { PeriodForm } from "../../../components/sales/PeriodForm.tsx";
import { ItemView } from "../../../components/sales/StoreTables.tsx";
import {
  type ItemDashboard,
  itemDashboard,
  periodFromQuery,
} from "../../../lib/sales/dashboards.ts";
import { fmtFor } from "../../../lib/sales/format.ts";
import { requireUser } from "../../../lib/auth/signed_in.ts";
import type { PortalState } from "../../../lib/state.ts";
import { SalesPageHeader } from "../../../components/sales/SalesPageHeader.tsx";
import { resolveItem } from "../../../lib/marketing/migrate.ts";
import { seeOther } from "../../../lib/forms/mod.ts";

export const handler: Handlers<ItemDashboard, PortalState> = {
  async GET(_req, ctx) {
    const user = requireUser(ctx.state);
    // an item merged or migrated into another: its sales history moved there (lib/sales/repoint.ts)
    const heir = await resolveItem(ctx.state.kv, ctx.params.item_number);
    if (heir !== ctx.params.item_number) {
      return seeOther(`/dashboards/item/${encodeURIComponent(heir)}${ctx.url.search}`);
    }
    const data = await itemDashboard(ctx.state.kv, user, ctx.params.item_number, {
      period: periodFromQuery(ctx.url),
      store: ctx.url.searchParams.get("store"),
    });
    return data ? ctx.render(data) : ctx.renderNotFound();
  },
};

export default function ItemPage({ data, state, url }: PageProps<ItemDashboard, PortalState>) {
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
          t={t}
          f={f}
        />
      )}
      <ItemView data={data} t={t} f={f} url={url} locale={state.locale} />
    </>
  );
}

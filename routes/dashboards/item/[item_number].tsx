import type { Handlers, PageProps } from "$fresh/server.ts";
import { asset, Head } from "$fresh/runtime.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { ItemView } from "../../../components/sales/StoreTables.tsx";
import {
  type ItemDashboard,
  itemDashboard,
  periodFromQuery,
} from "../../../lib/sales/dashboards.ts";
import { fmtFor } from "../../../lib/sales/format.ts";
import { requireUser } from "../../../lib/sales/page.ts";
import type { PortalState } from "../../../lib/state.ts";

export const handler: Handlers<ItemDashboard, PortalState> = {
  async GET(_req, ctx) {
    const user = requireUser(ctx.state);
    const data = await itemDashboard(ctx.state.kv, user, ctx.params.item_number, {
      period: periodFromQuery(ctx.url),
    });
    return data ? ctx.render(data) : ctx.renderNotFound();
  },
};

export default function ItemPage({ data, state, url }: PageProps<ItemDashboard, PortalState>) {
  const { t } = state;
  return (
    <>
      <Head>
        <link rel="stylesheet" href={asset("/sales.css")} />
      </Head>
      <PageHeader
        title={t("dashboards.item.title", { item: data.item.item_number })}
        crumbs={[{ label: t("dashboards.member.title"), href: "/dashboards/member-dashboard" }]}
      />
      <ItemView data={data} t={t} f={fmtFor(state.locale)} url={url} />
    </>
  );
}

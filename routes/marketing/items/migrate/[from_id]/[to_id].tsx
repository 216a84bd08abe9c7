// /marketing/items/migrate/{from}/{to}: what moving one item into another does (the two items,
// the draft order lines re-pointed, the orders read through the alias, the sales history moved
// by a task, the web listing), then a confirmation (POST) that migrates and shows the item that remains.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../../../lib/state.ts";
import { requireUser } from "../../../../../lib/auth/signed_in.ts";
import { getVariant, inLocale, type Variant } from "../../../../../lib/catalogue/mod.ts";
import { listOrders } from "../../../../../lib/orders/mod.ts";
import { seeOther } from "../../../../../lib/forms/mod.ts";
import {
  checkMigration,
  migrateItem,
  type MigrateRefusal,
} from "../../../../../lib/marketing/migrate.ts";
import { FormError, MarketingHeader } from "../../../../../components/marketing/ui.tsx";
import { formatCurrency } from "../../../../../lib/i18n/format.ts";

interface Data {
  from: Variant | null;
  to: Variant | null;
  refusal: MigrateRefusal | null;
  drafts: number;
  others: number;
}

async function load(kv: Deno.Kv, fromId: string, toId: string): Promise<Data> {
  const [from, to] = await Promise.all([getVariant(kv, fromId), getVariant(kv, toId)]);
  const orders = from
    ? (await listOrders(kv, { vendor: from.vendor })).filter((o) =>
      o.lines.some((l) => l.item_number === fromId)
    )
    : [];
  const drafts = orders.filter((o) => o.state === "draft").length;
  return {
    from,
    to,
    refusal: await checkMigration(kv, fromId, toId),
    drafts,
    others: orders.length - drafts,
  };
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    return ctx.render(await load(ctx.state.kv, ctx.params.from_id, ctx.params.to_id));
  },
  async POST(_req, ctx) {
    const user = requireUser(ctx.state);
    const { from_id, to_id } = ctx.params;
    const result = await migrateItem(ctx.state.kv, from_id, to_id, user, "migrate");
    if (typeof result === "string") {
      return ctx.render({ ...await load(ctx.state.kv, from_id, to_id), refusal: result }, {
        status: 400,
      });
    }
    return seeOther(`/marketing/items/${to_id}?moved=${encodeURIComponent(from_id)}`);
  },
};

export default function MigratePage({ data, state, params }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  const item = (v: Variant | null, id: string) =>
    v
      ? (
        <a href={`/marketing/items/${v.item_number}`}>
          {v.item_number} · {inLocale(v.description, locale)} ·{" "}
          {formatCurrency(v.retail / 100, locale)}
        </a>
      )
      : <span>{id}</span>;
  return (
    <>
      <MarketingHeader page="marketing_items_migrate" t={t} params={params} />
      <dl class="facts">
        <dt>{t("marketing.migrate.from")}</dt>
        <dd>{item(data.from, params.from_id)}</dd>
        <dt>{t("marketing.migrate.to")}</dt>
        <dd>{item(data.to, params.to_id)}</dd>
      </dl>
      <h2>{t("marketing.migrate.what_moves")}</h2>
      <ul data-moves>
        <li>{t("marketing.migrate.draft_lines", { count: data.drafts })}</li>
        <li>{t("marketing.migrate.orders_alias", { count: data.others })}</li>
        <li>{t("marketing.migrate.sales_moves")}</li>
        <li>{t("marketing.migrate.web_listing")}</li>
        <li>{t("marketing.migrate.aliases_kept")}</li>
      </ul>
      {data.refusal
        ? <FormError text={t(`marketing.migrate.refusals.${data.refusal}`)} />
        : (
          <form method="post">
            <button type="submit">{t("marketing.migrate.confirm")}</button>
          </form>
        )}
    </>
  );
}

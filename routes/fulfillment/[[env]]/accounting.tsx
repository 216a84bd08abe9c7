// /fulfillment/:env(sandbox)?/accounting — one of the user's stores' web-order money: earned,
// pending, paid and penalties, per order (CSV) and per period (payouts). Only that store's figures.
import type { Handlers, PageProps, RouteConfig } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { requireUser } from "../../../lib/auth/signed_in.ts";
import { csvFor, csvResponseFor } from "../../../lib/forms/table.ts";
import { envOf } from "../../../lib/fulfillment/schema.ts";
import { pickStore } from "../../../lib/fulfillment_accounting/access.ts";
import {
  refreshLedger,
  storeEntries,
  storeMoney,
} from "../../../lib/fulfillment_accounting/views.ts";
import { payoutLines } from "../../../lib/fulfillment_accounting/payouts.ts";
import { HttpError } from "../../../lib/http/errors.ts";
import { PAYOUT_LINES } from "../../../components/fulfillment_accounting/payout_columns.tsx";
import {
  type AccountingData,
  periodColumns,
  STORE_ORDERS,
  StoreAccounting,
} from "../../../components/fulfillment_accounting/StoreAccounting.tsx";

export const config: RouteConfig = { routeOverride: "/fulfillment/:env(sandbox)?/accounting" };

export const handler: Handlers<AccountingData, PortalState> = {
  async GET(_req, ctx) {
    const user = requireUser(ctx.state);
    const { kv, t, locale } = ctx.state;
    const env = envOf(ctx.params.env);
    const { stores, store } = await pickStore(kv, user, ctx.url);
    const { orders } = await refreshLedger(kv, env);
    const money = await storeMoney(kv, env, store, orders);
    const csv = csvFor(ctx.url, ctx.state, STORE_ORDERS, money.orders, `web-accounting-${store}`) ??
      csvResponseFor(
        ctx.url,
        "periods",
        periodColumns(t, locale, store),
        money.payouts,
        `web-accounting-${store}-periods`,
        { locale },
      );
    if (csv) return csv;
    const penalties = (await storeEntries(kv, env, store)).filter((e) => e.kind === "penalty");
    // One payout's lines (a period of this store only).
    const asked = ctx.url.searchParams.get("payout");
    const payout = asked ? money.payouts.find((p) => p.number === asked) ?? null : null;
    if (asked && !payout) throw new HttpError(404, "fulfillment_accounting.errors.no_payout");
    const lines = payout ? await payoutLines(kv, payout) : [];
    return csvFor(ctx.url, ctx.state, PAYOUT_LINES, lines, `payout-${asked}`) ??
      ctx.render({ env, stores, store, money, penalties, payout, lines });
  },
};

export default function Page(props: PageProps<AccountingData, PortalState>) {
  return <StoreAccounting {...props} />;
}

// /fulfillment/admin/team-quotes — every store's team quotes (live, or ?env=sandbox) by state, with
// their lines and totals; an approved quote is converted here into a real order at its store.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { requireUser } from "../../../lib/auth/signed_in.ts";
import { formValues, seeOther, textValue } from "../../../lib/forms/mod.ts";
import { listStores } from "../../../lib/stores/mod.ts";
import {
  getQuote,
  listEnvQuotes,
  QUOTE_STATES,
  type QuoteState,
} from "../../../lib/fulfillment/quotes.ts";
import { convertQuote } from "../../../lib/fulfillment/quote_orders.ts";
import { envParam } from "../../../lib/fulfillment_accounting/views.ts";
import { TeamQuotes } from "../../../components/fulfillment_accounting/TeamQuotes.tsx";
import type { TeamQuotesData } from "../../../lib/fulfillment_accounting/page_data.ts";

type Ctx = Parameters<NonNullable<Handlers<TeamQuotesData, PortalState>["GET"]>>[1];

async function page(ctx: Ctx, extra: Partial<TeamQuotesData> = {}, status = 200) {
  const { kv } = ctx.state;
  const env = envParam(ctx.url);
  const stores = await listStores(kv);
  const asked = ctx.url.searchParams.get("state") ?? "";
  const state = QUOTE_STATES.includes(asked as QuoteState) ? asked as QuoteState : "";
  const known = new Set(stores.map((s) => s.store_number));
  const quotes = (await listEnvQuotes(kv, env))
    .filter((q) => known.has(q.store) && (!state || q.state === state));
  return ctx.render({
    env,
    quotes,
    names: Object.fromEntries(stores.map((s) => [s.store_number, s.name])),
    state,
    done: ctx.url.searchParams.get("done") ?? undefined,
    ...extra,
  }, { status });
}

export const handler: Handlers<TeamQuotesData, PortalState> = {
  GET: (_req, ctx) => page(ctx),
  async POST(req, ctx) {
    const user = requireUser(ctx.state);
    const env = envParam(ctx.url);
    const id = textValue(await formValues(req), "id");
    const quote = await getQuote(ctx.state.kv, env, id);
    const result = quote
      ? await convertQuote(ctx.state.kv, quote, user.email)
      : { ok: false as const, error: "fulfillment.errors.not_found" };
    if (!result.ok) {
      return page(ctx, { error: { id, key: "fulfillment_accounting.errors.convert" } }, 409);
    }
    const admin = env === "sandbox" ? "/fulfillment/admin/sandbox" : "/fulfillment/admin";
    return seeOther(`${admin}/orders/${encodeURIComponent(result.order.order_number)}`);
  },
};

export default function Page(props: PageProps<TeamQuotesData, PortalState>) {
  return <TeamQuotes {...props} />;
}

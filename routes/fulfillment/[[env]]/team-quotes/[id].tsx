// /fulfillment/:env(sandbox)?/team-quotes/:id — a team's request (roster, sizes, decoration) at one
// of the user's stores: priced lines, the PDF quote (?pdf=quote), the team's approval, conversion.
import type { Handlers, PageProps, RouteConfig } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { HttpError } from "../../../../lib/http/errors.ts";
import { type FormValues, formValues, textValue, validateForm } from "../../../../lib/forms/mod.ts";
import { getStore } from "../../../../lib/stores/mod.ts";
import { envOf } from "../../../../lib/fulfillment/schema.ts";
import { storesOf } from "../../../../lib/fulfillment/access.ts";
import {
  addQuoteLine,
  getQuote,
  moveQuote,
  QUOTE_OPEN,
  QUOTE_STATES,
  QuoteLineForm,
  type TeamQuote,
} from "../../../../lib/fulfillment/quotes.ts";
import { convertQuote } from "../../../../lib/fulfillment/quote_orders.ts";
import { pdfResponse, quotePdf } from "../../../../lib/fulfillment/pdf.ts";
import {
  QUOTE_LINES,
  ROSTER,
  TeamQuotePage,
} from "../../../../components/fulfillment/TeamQuotePage.tsx";
import { csvFor, csvOrRender } from "../../../../lib/forms/table.ts";
import type { QuoteData } from "../../../../lib/fulfillment/page_data.ts";

export const config: RouteConfig = { routeOverride: "/fulfillment/:env(sandbox)?/team-quotes/:id" };

type Ctx = Parameters<NonNullable<Handlers<QuoteData, PortalState>["GET"]>>[1];

async function load(ctx: Ctx) {
  const quote = await getQuote(ctx.state.kv, envOf(ctx.params.env), ctx.params.id);
  if (!quote || !storesOf(ctx.state.user).includes(quote.store)) {
    throw new HttpError(404, "fulfillment.errors.not_found");
  }
  return quote;
}

const EMPTY = { description: "", quantity: "", unit_price: "" };

export const handler: Handlers<QuoteData, PortalState> = {
  async GET(_req, ctx) {
    const quote = await load(ctx);
    if (ctx.url.searchParams.get("pdf") === "quote") {
      const store = await getStore(ctx.state.kv, quote.store);
      if (!store) throw new HttpError(404, "fulfillment.errors.not_found");
      return pdfResponse(
        await quotePdf(quote, store, ctx.state.t, ctx.state.locale),
        `quote-${quote.id}.pdf`,
      );
    }
    const file = `quote-${quote.id}`;
    return csvFor(ctx.url, ctx.state, ROSTER, quote.roster, `${file}-roster`) ??
      csvOrRender(ctx, { quote, form: EMPTY, errors: {} }, QUOTE_LINES, quote.lines, file);
  },
  async POST(req, ctx) {
    const quote = await load(ctx);
    const values = await formValues(req);
    const by = ctx.state.user!.email;
    if (textValue(values, "action") === "line") {
      // An input left out of the post reads as an empty one.
      const typed = (from: FormValues) => ({
        description: textValue(from, "description"),
        quantity: textValue(from, "quantity"),
        unit_price: textValue(from, "unit_price"),
      });
      const checked = validateForm({ ...values, ...typed(values) }, QuoteLineForm, ctx.state.t);
      if (!checked.ok || !QUOTE_OPEN.includes(quote.state)) {
        const errors = checked.ok ? {} : checked.errors;
        return ctx.render({ quote, form: typed(checked.values), errors }, { status: 400 });
      }
      if (!await addQuoteLine(ctx.state.kv, quote, checked.data, by)) {
        throw new HttpError(409, "fulfillment.errors.return_state");
      }
    } else {
      const to = textValue(values, "to");
      // Converting makes the real order (lib/fulfillment/quote_orders.ts).
      const moved = to === "converted"
        ? (await convertQuote(ctx.state.kv, quote, by)).ok || null
        : QUOTE_STATES.includes(to as TeamQuote["state"])
        ? await moveQuote(ctx.state.kv, quote, to as TeamQuote["state"], by)
        : null;
      if (!moved) throw new HttpError(409, "fulfillment.errors.return_state");
    }
    return new Response(null, { status: 303, headers: { location: ctx.url.pathname } });
  },
};

export default function Page(props: PageProps<QuoteData, PortalState>) {
  return <TeamQuotePage {...props} />;
}

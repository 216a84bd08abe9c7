// /fulfillment/:env(sandbox)?/returns/:id — one return: lines, the store it goes to, the return
// label, and its steps (received → inspected → refunded).
import type { Handlers, PageProps, RouteConfig } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { HttpError } from "../../../../lib/http/errors.ts";
import { basePath, envOf, orderLocale } from "../../../../lib/fulfillment/schema.ts";
import { getOrder } from "../../../../lib/fulfillment/store.ts";
import { getStore } from "../../../../lib/stores/mod.ts";
import { i18nFor } from "../../../../lib/i18n/mod.ts";
import { pdfResponse, returnLabelPdf } from "../../../../lib/fulfillment/pdf.ts";
import { returnForUser } from "../../../../lib/fulfillment/returns_access.ts";
import {
  advanceReturn,
  buyReturnLabel,
  type Disposition,
  DISPOSITIONS,
  RETURN_STATES,
  type ReturnRequest,
} from "../../../../lib/fulfillment/returns.ts";
import { Field } from "../../../../components/Field.tsx";
import { PageHeader } from "../../../../components/PageHeader.tsx";
import { crumbsFor, pageTitle } from "../../../../lib/nav/pages.ts";
import { formatCurrency, formatDateTime } from "../../../../lib/i18n/format.ts";
import { EnvBar } from "../../../../components/fulfillment/EnvBar.tsx";

export const config: RouteConfig = { routeOverride: "/fulfillment/:env(sandbox)?/returns/:id" };

interface Data {
  ret: ReturnRequest;
  error?: string;
  /** The refund typed (dollars) and the disposition chosen, with their errors. */
  form?: { refund: string; disposition: string };
  errors?: Record<string, string>;
}

/** The refund: more than nothing, at most what the returned lines are worth. */
function refundOf(text: string, ret: ReturnRequest): number | null {
  const cents = Math.round(Number(text.trim().replace(",", ".")) * 100);
  return /^\d+([.,]\d{1,2})?$/.test(text.trim()) && cents > 0 && cents <= ret.refund_cents
    ? cents
    : null;
}

type Ctx = Parameters<NonNullable<Handlers<Data, PortalState>["GET"]>>[1];

async function load(ctx: Ctx) {
  const ret = await returnForUser(
    ctx.state.kv,
    envOf(ctx.params.env),
    ctx.state.user,
    ctx.params.id,
  );
  if (!ret) throw new HttpError(404, "fulfillment.errors.not_found");
  return ret;
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const ret = await load(ctx);
    if (ctx.url.searchParams.get("pdf") === "label") {
      if (!ret.label) throw new HttpError(404, "fulfillment.errors.no_label");
      if (ret.label.label_url) return Response.redirect(ret.label.label_url, 302);
      const order = await getOrder(ctx.state.kv, ret.env, ret.order_id);
      const store = await getStore(ctx.state.kv, ret.store);
      if (!order || !store) throw new HttpError(404, "fulfillment.errors.not_found");
      // The customer's label, in the customer's language.
      const bytes = await returnLabelPdf(ret, order, store, i18nFor(orderLocale(order)).t);
      return pdfResponse(bytes, `return-label-${ret.id}.pdf`);
    }
    return ctx.render({ ret });
  },
  async POST(req, ctx) {
    const ret = await load(ctx);
    const form = await req.formData();
    const to = String(form.get("to"));
    const by = ctx.state.user!.email;
    const typed = {
      refund: String(form.get("refund") ?? ""),
      disposition: String(form.get("disposition") ?? ""),
    };
    let extra: Partial<ReturnRequest> = {};
    if (to === "inspected") {
      if (!DISPOSITIONS.includes(typed.disposition as Disposition)) {
        return ctx.render({
          ret,
          form: typed,
          errors: { disposition: "fulfillment.errors.disposition" },
        }, { status: 400 });
      }
      extra = { disposition: typed.disposition as Disposition };
    }
    if (to === "refunded") {
      const cents = refundOf(typed.refund, ret);
      if (cents === null) {
        return ctx.render({ ret, form: typed, errors: { refund: "fulfillment.errors.refund" } }, {
          status: 400,
        });
      }
      extra = { refunded_cents: cents };
    }
    const next = to === "labelled"
      ? await buyReturnLabel(ctx.state.kv, ctx.state.config, ret, by)
      : RETURN_STATES.includes(to as ReturnRequest["state"])
      ? await advanceReturn(ctx.state.kv, ret, to as ReturnRequest["state"], by, extra)
      : null;
    if (!next) {
      return ctx.render({ ret, error: "fulfillment.errors.return_state" }, { status: 409 });
    }
    return new Response(null, { status: 303, headers: { location: ctx.url.pathname } });
  },
};

export default function Page({ data, state, params }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  const { ret } = data;
  const base = basePath(ret.env);
  const next = RETURN_STATES[RETURN_STATES.indexOf(ret.state) + 1];
  return (
    <>
      <PageHeader
        title={pageTitle("ful_return", t, params)}
        crumbs={crumbsFor("ful_return", t, params)}
        appName={t("common.app_name")}
      />
      <EnvBar env={ret.env} t={t} />
      {data.error && <p class="error" role="alert">{t(data.error)}</p>}
      <p data-return-state>
        {ret.id} · {t(`fulfillment.returns.states.${ret.state}`)} · {t("fulfillment.order.number")}
        {" "}
        {ret.order_number} · {t("fulfillment.returns.to_store")} {ret.store}{" "}
        ({t("fulfillment.returns.rule")} {t(`fulfillment.returns.rules.${ret.rule}`)}) ·{" "}
        <a href={`${base}/returns/routing/${ret.id}`}>{t("fulfillment.routing.link")}</a>
      </p>
      <p data-reason>
        {t("fulfillment.returns.reason_code")}:{" "}
        {ret.reason_code && t(`fulfillment.returns.reasons.${ret.reason_code}`)}
        {ret.reason_code && ret.reason ? " · " : ""}
        {ret.reason}
      </p>
      {ret.disposition && (
        <p data-disposition>
          {t("fulfillment.returns.disposition")}:{" "}
          {t(`fulfillment.returns.dispositions.${ret.disposition}`)}
        </p>
      )}
      <ul>
        {ret.lines.map((l) => (
          <li>{l.item_number} × {l.quantity} · {formatCurrency(l.price_cents / 100, locale)}</li>
        ))}
      </ul>
      <p data-refund>
        {t("fulfillment.returns.refund")}:{" "}
        {formatCurrency((ret.refunded_cents ?? ret.refund_cents) / 100, locale)}
        {ret.refunded_cents !== undefined && ret.refunded_cents < ret.refund_cents &&
          ` (${
            t("fulfillment.returns.partial_of", {
              amount: formatCurrency(ret.refund_cents / 100, locale),
            })
          })`}
      </p>
      {ret.label && (
        <p data-return-label>
          {t("fulfillment.returns.label")}: {ret.label.tracking_code} ·{" "}
          {formatCurrency(ret.label.rate_cents / 100, locale)} ·{" "}
          <a href="?pdf=label" data-return-label-pdf>{t("fulfillment.returns.label_pdf")}</a>
        </p>
      )}
      {next && (
        <form method="post" class="card" data-next={next}>
          {next === "inspected" && (
            <div class="field">
              <label for="field-disposition">{t("fulfillment.returns.disposition")}</label>
              <select id="field-disposition" name="disposition">
                {DISPOSITIONS.map((d) => (
                  <option value={d} selected={data.form?.disposition === d}>
                    {t(`fulfillment.returns.dispositions.${d}`)}
                  </option>
                ))}
              </select>
              {data.errors?.disposition && (
                <p class="field-error" role="alert">{t(data.errors.disposition)}</p>
              )}
            </div>
          )}
          {next === "refunded" && (
            <Field
              name="refund"
              type="float"
              label={t("fulfillment.returns.refund_amount")}
              value={data.form?.refund ?? (ret.refund_cents / 100).toFixed(2)}
              error={data.errors?.refund ? t(data.errors.refund) : null}
            />
          )}
          <button type="submit" name="to" value={next}>
            {t("fulfillment.returns.next")} « {t(`fulfillment.returns.states.${next}`)} »
          </button>
        </form>
      )}
      <ol>
        {ret.history.map((h) => (
          <li>
            {formatDateTime(h.at, locale)} · {t(`fulfillment.returns.states.${h.state}`)} · {h.by}
          </li>
        ))}
      </ol>
    </>
  );
}

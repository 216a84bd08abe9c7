import type { Handlers, PageProps } from "$fresh/server.ts";
import { ConfirmSubmit } from "../../components/forms/ConfirmSubmit.tsx";
import { chooseStore } from "../../lib/sales/dashboards.ts";
import { ownStores } from "../../lib/stores/mod.ts";
import { fmtFor } from "../../lib/sales/format.ts";
import { requireUser } from "../../lib/auth/signed_in.ts";
import { getVariant } from "../../lib/catalogue/store.ts";
import {
  follow,
  FollowInput,
  THRESHOLD_MAX,
  THRESHOLD_MIN,
  unfollow,
  watchlist,
  type WatchRow,
} from "../../lib/sales/watchlist.ts";
import { type FieldErrors, type FormValues, textValue, validateForm } from "../../lib/forms/mod.ts";
import type { PortalState } from "../../lib/state.ts";
import { SalesPageHeader } from "../../components/sales/SalesPageHeader.tsx";

interface Data {
  store: number;
  stores: [number, string][];
  rows: WatchRow[];
  error?: string;
  /** A refused add: the messages by field and what was typed. */
  errors?: FieldErrors;
  values?: FormValues;
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const user = requireUser(ctx.state);
    const store = chooseStore(user, ctx.url.searchParams.get("store"));
    return ctx.render({
      store,
      stores: ownStores(user),
      rows: await watchlist(ctx.state.kv, store, ctx.state.locale),
    });
  },
  async POST(req, ctx) {
    const user = requireUser(ctx.state);
    const form = await req.formData();
    const store = chooseStore(user, String(form.get("store") ?? ""));
    const item = String(form.get("item_number") ?? "").trim();
    if (form.get("action") === "remove") await unfollow(ctx.state.kv, store, item);
    else {
      const values: FormValues = {
        item_number: item,
        threshold: String(form.get("threshold") ?? ""),
      };
      const parsed = validateForm(values, FollowInput, ctx.state.t);
      const errors: FieldErrors = parsed.ok ? {} : parsed.errors;
      if (parsed.ok && !(await getVariant(ctx.state.kv, item))) {
        errors.item_number = ctx.state.t("reporting.watchlist.unknown_item");
      }
      if (!parsed.ok || Object.keys(errors).length) {
        return ctx.render({
          store,
          stores: ownStores(user),
          rows: await watchlist(ctx.state.kv, store, ctx.state.locale),
          error: Object.entries(errors).map(([field, message]) =>
            ctx.state.t("validation.field", {
              field: ctx.state.t(`reporting.watchlist.${field === "threshold" ? field : "item"}`),
              message,
            })
          ).join(" "),
          errors,
          values,
        }, { status: 400 });
      }
      await follow(ctx.state.kv, store, parsed.data.item_number, parsed.data.threshold);
    }
    return new Response(null, {
      status: 303,
      headers: { location: `/reporting/stock-sales-watchlist?store=${store}` },
    });
  },
};

export default function Watchlist({ data, state }: PageProps<Data, PortalState>) {
  const { t } = state;
  const f = fmtFor(state.locale);
  return (
    <>
      <SalesPageHeader
        t={t}
        title={t("reporting.watchlist.title")}
      />
      <p class="lead">{t("reporting.watchlist.intro")}</p>
      {data.stores.length > 1 && (
        <form method="get" class="period-form">
          <label>
            {t("dashboards.store")}
            <select name="store">
              {data.stores.map(([n, name]) => (
                <option value={n} selected={n === data.store}>{n} · {name}</option>
              ))}
            </select>
          </label>
          <button type="submit">{t("dashboards.apply")}</button>
        </form>
      )}
      {data.error && <p class="field-error" role="alert">{data.error}</p>}
      <form method="post" class="card period-form">
        <input type="hidden" name="store" value={data.store} />
        <label>
          {t("reporting.watchlist.item")}{" "}
          <input
            name="item_number"
            required
            maxLength={20}
            value={textValue(data.values ?? {}, "item_number")}
            aria-invalid={data.errors?.item_number ? "true" : undefined}
          />
        </label>
        <label>
          {t("reporting.watchlist.threshold")}{" "}
          <input
            type="number"
            name="threshold"
            step="0.5"
            min={THRESHOLD_MIN}
            max={THRESHOLD_MAX}
            value={textValue(data.values ?? {}, "threshold") || "4"}
            aria-invalid={data.errors?.threshold ? "true" : undefined}
          />
        </label>
        <button type="submit" name="action" value="add">{t("reporting.watchlist.add")}</button>
      </form>
      {data.rows.length === 0
        ? <p class="muted">{t("reporting.watchlist.none")}</p>
        : (
          <div class="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">{t("dashboards.col.item")}</th>
                  <th scope="col" class="num">{t("dashboards.col.on_hand")}</th>
                  <th scope="col" class="num">{t("reporting.watchlist.last4")}</th>
                  <th scope="col" class="num">{t("dashboards.col.weeks_of_supply")}</th>
                  <th scope="col" class="num">{t("reporting.watchlist.threshold")}</th>
                  <th scope="col"></th>
                  <th scope="col"></th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map((r) => (
                  <tr>
                    <td>
                      <a href={`/dashboards/item/${r.item_number}`}>{r.item_number}</a>{" "}
                      {r.description}
                    </td>
                    <td class="num">{f.count(r.onHand)}</td>
                    <td class="num">{f.count(r.last4)}</td>
                    <td class="num">{f.count(r.weeksOfSupply, 1)}</td>
                    <td class="num">{f.count(r.threshold, 1)}</td>
                    <td>
                      {r.alert
                        ? <strong class="down">{t("reporting.watchlist.alert")}</strong>
                        : t("reporting.watchlist.ok")}
                    </td>
                    <td>
                      <form method="post">
                        <input type="hidden" name="store" value={data.store} />
                        <input type="hidden" name="item_number" value={r.item_number} />
                        <ConfirmSubmit
                          name="action"
                          value="remove"
                          question={t("reporting.watchlist.remove_confirm", {
                            item: r.item_number,
                          })}
                        >
                          {t("reporting.watchlist.remove")}
                        </ConfirmSubmit>
                      </form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
    </>
  );
}

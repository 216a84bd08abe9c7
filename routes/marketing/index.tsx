// /marketing: the catalogue at a glance (styles, variants, listed on the web, web completeness in
// English and French), the tools, the assortments (and a form to start one), the last sync.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { requireUser } from "../../lib/auth/signed_in.ts";
import { type FieldErrors, readForm, seeOther } from "../../lib/forms/mod.ts";
import { type FormValues, textValue } from "../../lib/forms/read.ts";
import { catalogueMap, inLocale } from "../../lib/catalogue/mod.ts";
import { listAssortments, LK, putVersioned } from "../../lib/marketing/library.ts";
import { type Assortment, STORE_TYPES } from "../../lib/marketing/model.ts";
import { NewAssortmentForm } from "../../lib/marketing/schema.ts";
import { stylesById } from "../../lib/marketing/items.ts";
import { contentMap, storedOrFresh } from "../../lib/marketing/store.ts";
import { scoreOf } from "../../lib/marketing/completeness.ts";
import { listRuns, listSyncErrors, type SyncRun } from "../../lib/marketing/sync_store.ts";
import { Field } from "../../components/Field.tsx";
import { FormError, MarketingHeader } from "../../components/marketing/ui.tsx";
import {
  formatDateTime,
  formatNumber,
  formatPercent,
  torontoDateString,
} from "../../lib/i18n/format.ts";

interface Data {
  styles: number;
  variants: number;
  listed: number;
  complete_en: number;
  complete_fr: number;
  assortments: Assortment[];
  lastRun: SyncRun | null;
  syncErrors: number;
  /** This month in Toronto, first and last day (the "on sale this month" link). */
  month: [string, string];
  values: FormValues;
  errors: FieldErrors;
}

const TOOLS = [
  ["marketing_items", "/marketing/items"],
  ["marketing_master_items", "/marketing/master-items"],
  ["marketing_items_system_changes", "/marketing/items/system-changes"],
  ["marketing_price_import", "/marketing/price-import"],
  ["marketing_size_guides", "/marketing/size-guides"],
  ["marketing_collections", "/marketing/collections"],
  ["marketing_shopify_sync", "/marketing/shopify-sync"],
  ["marketing_sync_errors", "/marketing/sync-errors"],
  ["marketing_shopify_files", "/marketing/shopify-files"],
  ["marketing_shopify_reviews", "/marketing/shopify-reviews"],
];

function thisMonth(): [string, string] {
  const today = torontoDateString(new Date());
  const [y, m] = today.split("-").map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return [`${today.slice(0, 7)}-01`, `${today.slice(0, 7)}-${String(last).padStart(2, "0")}`];
}

async function load(kv: Deno.Kv) {
  const [styles, catalogue, contents] = await Promise.all([
    stylesById(kv),
    catalogueMap(kv),
    contentMap(kv),
  ]);
  const byStyle = Map.groupBy(catalogue.values(), (v) => v.style_id);
  let listed = 0;
  let en = 0;
  let fr = 0;
  for (const style of styles.values()) {
    const s = storedOrFresh(contents, style, byStyle.get(style.id) ?? []);
    if (s.content.web_enabled) listed++;
    if (scoreOf(s.completeness, "web", "en").percent === 100) en++;
    if (scoreOf(s.completeness, "web", "fr").percent === 100) fr++;
  }
  return {
    styles: styles.size,
    variants: catalogue.size,
    listed,
    complete_en: en,
    complete_fr: fr,
    assortments: await listAssortments(kv),
    lastRun: (await listRuns(kv, 1))[0] ?? null,
    syncErrors: (await listSyncErrors(kv)).length,
    month: thisMonth(),
  };
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    return ctx.render({
      ...await load(ctx.state.kv),
      values: { store_type: "full_line" },
      errors: {},
    });
  },
  async POST(req, ctx) {
    const { kv, t } = ctx.state;
    const user = requireUser(ctx.state);
    const form = await readForm(req, NewAssortmentForm, { t });
    if (form.ok) {
      const d = form.data;
      const assortment: Assortment = {
        id: d.id,
        name: { en: d.name_en, fr: d.name_fr },
        store_type: d.store_type,
        style_ids: [],
        hda_form_id: null,
        updated_at: new Date().toISOString(),
        updated_by: user.email,
      };
      if (await putVersioned(kv, LK.assortment(d.id), assortment, null)) {
        return seeOther(`/marketing/assortments/${d.id}`);
      }
    }
    const errors = form.ok ? { id: t("marketing.errors.id_taken") } : form.errors;
    return ctx.render({ ...await load(kv), values: form.values, errors }, { status: 400 });
  },
};

export default function MarketingHome({ data, state }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  const n = (v: number) => formatNumber(v, locale);
  const share = (v: number) => formatPercent(data.styles ? v / data.styles : 0, locale);
  const v = (name: string) => textValue(data.values, name);
  return (
    <>
      <MarketingHeader page="marketing" t={t} />
      <dl class="facts" data-overview>
        <dt>{t("marketing.home.styles")}</dt>
        <dd>{n(data.styles)}</dd>
        <dt>{t("marketing.home.variants")}</dt>
        <dd>{n(data.variants)}</dd>
        <dt>{t("marketing.home.listed")}</dt>
        <dd>{n(data.listed)}</dd>
        <dt>{t("marketing.home.complete_en")}</dt>
        <dd>{n(data.complete_en)} ({share(data.complete_en)})</dd>
        <dt>{t("marketing.home.complete_fr")}</dt>
        <dd>{n(data.complete_fr)} ({share(data.complete_fr)})</dd>
        <dt>{t("marketing.home.last_sync")}</dt>
        <dd>
          {data.lastRun
            ? formatDateTime(data.lastRun.started, locale)
            : t("marketing.sync.no_runs")}
          {data.syncErrors > 0 && (
            <>
              {" · "}
              <a href="/marketing/sync-errors">
                {t("marketing.home.sync_errors", { count: data.syncErrors })}
              </a>
            </>
          )}
        </dd>
      </dl>
      <h2>{t("marketing.home.tools")}</h2>
      <ul class="working-links">
        {TOOLS.map(([id, href]) => (
          <li>
            <a href={href}>{t(`pages.titles.${id}`)}</a> — {t(`pages.purposes.${id}`)}
          </li>
        ))}
      </ul>
      <p>
        <a href={`/marketing/items/by-sale-date/${data.month[0]}/${data.month[1]}`}>
          {t("marketing.home.on_sale")}
        </a>
      </p>
      <h2>{t("marketing.home.assortments")}</h2>
      <ul data-assortments={data.assortments.length}>
        {data.assortments.map((a) => (
          <li>
            <a href={`/marketing/assortments/${a.id}`}>{inLocale(a.name, locale)}</a> ·{" "}
            {t(`marketing.assortments.types.${a.store_type}`)} ·{" "}
            {t("marketing.home.style_count", { count: a.style_ids.length })}
          </li>
        ))}
      </ul>
      <form method="post" class="admin-form" data-form="new-assortment">
        <FormError text={data.errors._} />
        <Field
          name="id"
          label={t("marketing.fields.id")}
          value={v("id")}
          error={data.errors.id}
          hint={t("marketing.fields.id_hint")}
        />
        <Field
          name="name_en"
          label={t("marketing.fields.name_en")}
          value={v("name_en")}
          error={data.errors.name_en}
        />
        <Field
          name="name_fr"
          label={t("marketing.fields.name_fr")}
          value={v("name_fr")}
          error={data.errors.name_fr}
        />
        <div class="field">
          <label for="field-store_type">{t("marketing.assortments.store_type")}</label>
          <select id="field-store_type" name="store_type">
            {STORE_TYPES.map((s) => (
              <option value={s} selected={v("store_type") === s}>
                {t(`marketing.assortments.types.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit">{t("marketing.assortments.create")}</button>
      </form>
    </>
  );
}

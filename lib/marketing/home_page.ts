// The page of /marketing (its loader and action): the catalogue's figures (styles, variants,
// listed on the web, complete in each language), the assortments, the last sync; starting an
// assortment.
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../state.ts";
import { requireUser } from "../auth/signed_in.ts";
import { type FieldErrors, readForm, seeOther } from "../forms/mod.ts";
import type { FormValues } from "../forms/read.ts";
import { catalogueMap } from "../catalogue/mod.ts";
import { listAssortments, LK, putVersioned } from "./library.ts";
import type { Assortment } from "./model.ts";
import { NewAssortmentForm } from "./schema.ts";
import { stylesById } from "./items.ts";
import { contentMap, storedOrFresh } from "./store.ts";
import { scoreOf } from "./completeness.ts";
import { listRuns, listSyncErrors, type SyncRun } from "./sync_store.ts";
import { torontoDateString } from "../i18n/format.ts";

export interface MarketingHomeData {
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

export const TOOLS = [
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

export const marketingHomeHandler: Handlers<MarketingHomeData, PortalState> = {
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
      if (await putVersioned(kv, LK.assortment(d.id), assortment, "")) {
        return seeOther(`/marketing/assortments/${d.id}`);
      }
    }
    const errors = form.ok ? { id: t("marketing.errors.id_taken") } : form.errors;
    return ctx.render({ ...await load(kv), values: form.values, errors }, { status: 400 });
  },
};

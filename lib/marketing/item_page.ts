// The page of /marketing/items/{id} (its loader and save): one variant — descriptions in both
// languages, status, cost, retail and GTIN (any GS1 form) — saved with the whole style in one
// atomic commit with its change log, at the version the form was read at (lib/forms/version.ts);
// its history and aliases. A merged or migrated id redirects to the item that replaced it.
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../state.ts";
import { requireUser } from "../auth/signed_in.ts";
import {
  CatalogueConflict,
  CK,
  getStyle,
  listVariants,
  type Style,
  type Variant,
} from "../catalogue/mod.ts";
import {
  type FieldErrors,
  formValues,
  postedVersion,
  seeOther,
  staleForm,
  validateForm,
  VERSION_FIELD,
  versionCheck,
  versionOf,
} from "../forms/mod.ts";
import type { FormValues } from "../forms/read.ts";
import { VariantForm } from "./schema.ts";
import { type ChangePage, listChanges, saveStyleEdit } from "./store.ts";
import { aliasesOf, resolveItem } from "./migrate.ts";

export interface ItemData {
  variant: Variant;
  style: Style;
  values: FormValues;
  errors: FieldErrors;
  history: ChangePage;
  aliases: string[];
  notice: string | null;
}

async function load(kv: Deno.Kv, id: string) {
  const entry = await kv.get<Variant>(CK.variant(id));
  const variant = entry.value;
  const style = variant ? await getStyle(kv, variant.style_id) : null;
  if (!variant || !style) return null;
  return {
    variant,
    /** The version the editor was read at (lib/forms/version.ts). */
    version: versionOf(entry),
    style,
    history: await listChanges(kv, { subject: id, limit: 20 }),
    aliases: (await aliasesOf(kv, id)).filter((a) => a !== id),
  };
}

export function variantValues(v: Variant): FormValues {
  return {
    description_en: v.description.en,
    description_fr: v.description.fr,
    status: v.status,
    cost: (v.cost / 100).toFixed(2),
    retail: (v.retail / 100).toFixed(2),
    gtin: v.gtin14,
  };
}

export const itemHandler: Handlers<ItemData, PortalState> = {
  async GET(_req, ctx) {
    const { kv, t } = ctx.state;
    const id = ctx.params.id;
    const heir = await resolveItem(kv, id);
    if (heir !== id) return seeOther(`/marketing/items/${heir}?alias=${encodeURIComponent(id)}`);
    const loaded = await load(kv, id);
    if (!loaded) return ctx.renderNotFound();
    const target = ctx.url.searchParams.get("migrate_to")?.trim() ?? "";
    if (/^\d{4,14}$/.test(target)) return seeOther(`/marketing/items/migrate/${id}/${target}`);
    const alias = ctx.url.searchParams.get("alias");
    const moved = ctx.url.searchParams.get("moved");
    const notice = ctx.url.searchParams.has("saved")
      ? t("marketing.item.saved")
      : moved
      ? t("marketing.item.moved_notice", { alias: moved, id })
      : alias
      ? t("marketing.item.alias_notice", { alias, id })
      : null;
    return ctx.render({
      ...loaded,
      values: { ...variantValues(loaded.variant), [VERSION_FIELD]: loaded.version },
      errors: {},
      notice,
    });
  },
  async POST(req, ctx) {
    const { kv, t } = ctx.state;
    const user = requireUser(ctx.state);
    const loaded = await load(kv, ctx.params.id);
    if (!loaded) return ctx.renderNotFound();
    const values = await formValues(req);
    const form = validateForm(values, VariantForm, t);
    let errors: FieldErrors = form.ok ? {} : form.errors;
    const version = postedVersion(values);
    const stale = () => {
      // what is stored now beside what was typed; the form now carries the current version
      const label = (k: string) =>
        t(k === "status" ? "marketing.items.status" : `marketing.item.${k}`);
      const now = { version: loaded.version, saved: variantValues(loaded.variant) };
      return ctx.render(
        { ...loaded, ...staleForm(t, values, now, label), notice: null },
        { status: 409 },
      );
    };
    if (form.ok) {
      const { variant, style } = loaded;
      if (version !== loaded.version) return stale();
      const next: Variant = {
        ...variant,
        description: { en: form.data.description_en, fr: form.data.description_fr },
        status: form.data.status,
        cost: form.data.cost,
        retail: form.data.retail,
        gtin14: form.data.gtin,
      };
      const variants = (await listVariants(kv, { style_id: style.id }))
        .map((v) => (v.item_number === variant.item_number ? next : v));
      try {
        await saveStyleEdit(kv, style, variants, {
          user: user.email,
          source: "edit",
          extra: (op) => op.check(versionCheck(CK.variant(variant.item_number), version)),
        });
        return seeOther(`/marketing/items/${variant.item_number}?saved`);
      } catch (error) {
        // changed between the read and the write: the check refused every attempt
        const now = await load(kv, ctx.params.id);
        if (now && now.version !== version) {
          Object.assign(loaded, now);
          return stale();
        }
        if (!(error instanceof CatalogueConflict)) throw error;
        errors = { gtin: t("marketing.errors.gtin_taken", { gtin: error.value }) };
      }
    }
    return ctx.render({ ...loaded, values, errors, notice: null }, { status: 400 });
  },
};

// The page of /marketing/assortments/{id} (its loader and save): the assortment, each of its
// styles with its web completeness in French, and the version-checked save.
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../state.ts";
import { requireUser } from "../auth/signed_in.ts";
import {
  type FieldErrors,
  postedVersion,
  readForm,
  seeOther,
  staleEditErrors,
  VERSION_FIELD,
} from "../forms/mod.ts";
import type { FormValues } from "../forms/read.ts";
import type { Style } from "../catalogue/mod.ts";
import { getVersioned, LK, putVersioned } from "./library.ts";
import type { Assortment } from "./model.ts";
import { AssortmentForm } from "./schema.ts";
import { stylesById } from "./items.ts";
import { contentMap } from "./store.ts";
import { scoreOf } from "./completeness.ts";

interface Row {
  style: Style;
  web_fr: number | null;
}

export interface AssortmentData {
  assortment: Assortment;
  rows: Row[];
  values: FormValues;
  errors: FieldErrors;
  saved: boolean;
}

async function load(kv: Deno.Kv, id: string) {
  const entry = await getVersioned<Assortment>(kv, LK.assortment(id));
  if (!entry) return null;
  const assortment = entry.record;
  const [styles, contents] = await Promise.all([stylesById(kv), contentMap(kv)]);
  const rows = assortment.style_ids.flatMap((s) => {
    const style = styles.get(s);
    const c = contents.get(s);
    return style
      ? [{ style, web_fr: c ? scoreOf(c.completeness, "web", "fr").percent : null }]
      : [];
  });
  return { assortment, version: entry.version, rows, styleIds: new Set(styles.keys()) };
}

function valuesOf(a: Assortment, version: string): FormValues {
  return {
    name_en: a.name.en,
    name_fr: a.name.fr,
    store_type: a.store_type,
    style_ids: a.style_ids.join(", "),
    [VERSION_FIELD]: version,
  };
}

export const assortmentHandler: Handlers<AssortmentData, PortalState> = {
  async GET(_req, ctx) {
    const loaded = await load(ctx.state.kv, ctx.params.id);
    if (!loaded) return ctx.renderNotFound();
    return ctx.render({
      ...loaded,
      values: valuesOf(loaded.assortment, loaded.version),
      errors: {},
      saved: ctx.url.searchParams.has("saved"),
    });
  },
  async POST(req, ctx) {
    const { kv, t } = ctx.state;
    const user = requireUser(ctx.state);
    const loaded = await load(kv, ctx.params.id);
    if (!loaded) return ctx.renderNotFound();
    const form = await readForm(req, AssortmentForm, { t });
    let errors: FieldErrors = form.ok ? {} : form.errors;
    if (form.ok) {
      const d = form.data;
      const unknown = d.style_ids.filter((s) => !loaded.styleIds.has(s));
      if (unknown.length) {
        errors = { style_ids: t("marketing.errors.unknown_styles", { ids: unknown.join(", ") }) };
      } else {
        const next: Assortment = {
          ...loaded.assortment,
          name: { en: d.name_en, fr: d.name_fr },
          store_type: d.store_type,
          style_ids: d.style_ids,
          updated_at: new Date().toISOString(),
          updated_by: user.email,
        };
        if (await putVersioned(kv, LK.assortment(next.id), next, postedVersion(form.values))) {
          return seeOther(`/marketing/assortments/${next.id}?saved`);
        }
        // saved by someone else meanwhile: the typed values stay beside the stored ones, and
        // the form takes the version stored now (saving again is deliberate)
        const now = (await load(kv, ctx.params.id)) ?? loaded;
        const values = { ...form.values, [VERSION_FIELD]: now.version };
        return ctx.render({ ...now, values, errors: staleEditErrors(t), saved: false }, {
          status: 409,
        });
      }
    }
    return ctx.render({ ...loaded, values: form.values, errors, saved: false }, { status: 400 });
  },
};

// The page of /marketing/size-guides/{id} (its loader and save): the guide with the styles that
// use it, its grid in the unit shown, and the version-checked save (kept in cm).
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../state.ts";
import { requireUser } from "../auth/signed_in.ts";
import { z } from "zod";
import {
  type FieldErrors,
  formValues,
  postedVersion,
  seeOther,
  staleForm,
  validateForm,
  VERSION_FIELD,
} from "../forms/mod.ts";
import { type FormValues, textValue } from "../forms/read.ts";
import { getVersioned, LK, putVersioned } from "./library.ts";
import type { SizeGuide } from "./model.ts";
import { gridValues, readGrid } from "./guide_form.ts";
import type { Unit } from "./sizes.ts";
import { contentMap } from "./store.ts";

export interface SizeGuideData {
  guide: SizeGuide;
  unit: Unit;
  styles: string[];
  values: FormValues;
  errors: FieldErrors;
  saved: boolean;
}

async function load(kv: Deno.Kv, id: string) {
  const entry = await getVersioned<SizeGuide>(kv, LK.guide(id));
  if (!entry) return null;
  const styles = [...(await contentMap(kv)).values()]
    .filter((c) => c.content.size_guide_id === id).map((c) => c.content.style_id).sort();
  return { guide: entry.record, version: entry.version, styles };
}

const unitOf = (v: unknown): Unit => (v === "in" ? "in" : "cm");

export const sizeGuideHandler: Handlers<SizeGuideData, PortalState> = {
  async GET(_req, ctx) {
    const loaded = await load(ctx.state.kv, ctx.params.id);
    if (!loaded) return ctx.renderNotFound();
    const unit = unitOf(ctx.url.searchParams.get("unit"));
    return ctx.render({
      ...loaded,
      unit,
      values: { ...gridValues(loaded.guide, unit), [VERSION_FIELD]: loaded.version },
      errors: {},
      saved: ctx.url.searchParams.has("saved"),
    });
  },
  async POST(req, ctx) {
    const { kv, t } = ctx.state;
    const user = requireUser(ctx.state);
    const loaded = await load(kv, ctx.params.id);
    if (!loaded) return ctx.renderNotFound();
    // the grid's fields are read by readGrid; validateForm refuses a control character in any
    // of them beside its field, and gives back what was typed with it shown safely
    const checked = validateForm(await formValues(req), z.looseObject({}), t);
    const values = checked.values;
    const unit = unitOf(values.unit);
    const { guide } = loaded;
    const { rows, bad } = readGrid(values, guide.measures.length, unit);
    const errors: FieldErrors = checked.ok ? {} : { ...checked.errors };
    for (const key of bad) errors[key] ??= t("marketing.errors.measure_value");
    const name = {
      en: textValue(values, "name_en").trim(),
      fr: textValue(values, "name_fr").trim(),
    };
    if (!name.en) errors.name_en ??= t("marketing.errors.required");
    if (!name.fr) errors.name_fr ??= t("marketing.errors.required");
    if (Object.keys(errors).length === 0) {
      const next = {
        ...guide,
        name,
        rows,
        updated_at: new Date().toISOString(),
        updated_by: user.email,
      };
      if (await putVersioned(kv, LK.guide(guide.id), next, postedVersion(values))) {
        return seeOther(`/marketing/size-guides/${guide.id}?saved&unit=${unit}`);
      }
      // saved by someone else since the form was read: what was typed stays, beside what is
      // stored now, and the form carries the current version (saving again is deliberate)
      const now = await load(kv, ctx.params.id);
      if (!now) return ctx.renderNotFound();
      const { name_en, name_fr } = gridValues(now.guide, unit);
      const saved = { version: now.version, saved: { name_en, name_fr } };
      return ctx.render({
        ...now,
        unit,
        ...staleForm(t, values, saved, (k) => t(`marketing.fields.${k}`)),
        saved: false,
      }, { status: 409 });
    }
    return ctx.render({ ...loaded, unit, values, errors, saved: false }, { status: 400 });
  },
};

// /marketing/master-items/{id}: one style — names and descriptions, web title and description in
// both languages, tags, size guide, web listing, images (upload PNG/JPEG/WebP, remove) — with its
// completeness per channel × language and its variants. A save writes the style, its content and
// the change log in one atomic commit; a form changed meanwhile is refused, values kept.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { requireUser } from "../../../lib/auth/signed_in.ts";
import { getStyle, listVariants, type Style, type Variant } from "../../../lib/catalogue/mod.ts";
import { type FieldErrors, FORM_ERROR, seeOther, validateForm } from "../../../lib/forms/mod.ts";
import { type FormValues, valuesOf } from "../../../lib/forms/read.ts";
import { HttpError } from "../../../lib/http/errors.ts";
import { type FileMeta, getFileMeta, saveUpload } from "../../../lib/files/mod.ts";
import { type Completeness, completeness } from "../../../lib/marketing/completeness.ts";
import { listGuides } from "../../../lib/marketing/library.ts";
import type { ItemContent, SizeGuide } from "../../../lib/marketing/model.ts";
import { StyleForm } from "../../../lib/marketing/schema.ts";
import { stampOf } from "../../../lib/marketing/stamp.ts";
import { getContent, saveContent, saveStyleEdit } from "../../../lib/marketing/store.ts";
import { MarketingHeader, Notice } from "../../../components/marketing/ui.tsx";
import { StyleEditor } from "../../../components/marketing/StyleEditor.tsx";

interface Data {
  style: Style;
  variants: Variant[];
  content: ItemContent;
  completeness: Completeness;
  images: FileMeta[];
  guides: SizeGuide[];
  values: FormValues;
  errors: FieldErrors;
  notice: string | null;
}

async function load(kv: Deno.Kv, id: string) {
  const style = await getStyle(kv, id);
  if (!style) return null;
  const [variants, content, guides] = await Promise.all([
    listVariants(kv, { style_id: id }),
    getContent(kv, id),
    listGuides(kv),
  ]);
  const images = (await Promise.all(content.images.map((f) => getFileMeta(kv, f))))
    .filter((m): m is FileMeta => m !== null);
  return {
    style,
    variants,
    content,
    guides,
    images,
    completeness: completeness(style, variants, content),
    stamp: await stampOf([style, content]),
  };
}

function styleValues(style: Style, content: ItemContent, stamp: string): FormValues {
  return {
    name_en: style.name.en,
    name_fr: style.name.fr,
    description_en: style.description.en,
    description_fr: style.description.fr,
    season: style.season,
    web_title_en: content.web_title.en,
    web_title_fr: content.web_title.fr,
    web_description_en: content.web_description.en,
    web_description_fr: content.web_description.fr,
    tags: content.tags.join(", "),
    size_guide_id: content.size_guide_id ?? "",
    web_enabled: content.web_enabled,
    stamp,
  };
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const loaded = await load(ctx.state.kv, ctx.params.id);
    if (!loaded) return ctx.renderNotFound();
    const done = ctx.url.searchParams.get("done");
    return ctx.render({
      ...loaded,
      values: styleValues(loaded.style, loaded.content, loaded.stamp),
      errors: {},
      notice: done && /^(saved|uploaded|removed)$/.test(done)
        ? ctx.state.t(`marketing.master.${done}`)
        : null,
    });
  },
  async POST(req, ctx) {
    const { kv, t, config } = ctx.state;
    const user = requireUser(ctx.state);
    const loaded = await load(kv, ctx.params.id);
    if (!loaded) return ctx.renderNotFound();
    const here = `/marketing/master-items/${loaded.style.id}`;
    let form: FormData;
    try {
      form = await req.formData();
    } catch {
      throw new HttpError(400, "validation.invalid_form");
    }
    const action = form.get("action");
    const keep = styleValues(loaded.style, loaded.content, loaded.stamp);
    const fail = (errors: FieldErrors, values = keep) =>
      ctx.render({ ...loaded, values, errors, notice: null }, { status: 400 });
    if (action === "upload") {
      const file = form.get("image");
      if (!(file instanceof File) || file.size === 0) {
        return fail({ image: t("marketing.errors.no_file") });
      }
      let meta: FileMeta;
      try {
        meta = await saveUpload(kv, {
          name: file.name,
          type: file.type,
          body: file,
          purpose: "product_image",
          owner: "group",
          created_by: user.id,
        }, { config });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        return fail({ image: t(error.key, error.vars) });
      }
      const result = await saveContent(
        kv,
        { ...loaded.content, images: [...loaded.content.images, meta.id] },
        user.email,
        loaded.content.updated_at,
      );
      if (result !== "saved") {
        return fail({ [FORM_ERROR]: t("marketing.errors.changed_meanwhile") });
      }
      return seeOther(`${here}?done=uploaded`);
    }
    if (action === "remove_image") {
      const id = String(form.get("file") ?? "");
      const result = await saveContent(
        kv,
        { ...loaded.content, images: loaded.content.images.filter((f) => f !== id) },
        user.email,
        loaded.content.updated_at,
      );
      if (result !== "saved") {
        return fail({ [FORM_ERROR]: t("marketing.errors.changed_meanwhile") });
      }
      return seeOther(`${here}?done=removed`);
    }
    const values = valuesOf(form, { booleans: ["web_enabled"] });
    const parsed = validateForm(values, StyleForm, t);
    if (!parsed.ok) return fail(parsed.errors, values);
    const d = parsed.data;
    if (d.stamp !== loaded.stamp) {
      return fail({ [FORM_ERROR]: t("marketing.errors.changed_meanwhile") }, values);
    }
    if (d.size_guide_id && !loaded.guides.some((g) => g.id === d.size_guide_id)) {
      return fail({ size_guide_id: t("marketing.errors.unknown_guide") }, values);
    }
    const style: Style = {
      ...loaded.style,
      name: { en: d.name_en, fr: d.name_fr },
      description: { en: d.description_en, fr: d.description_fr },
      season: d.season,
    };
    const variants = loaded.variants.map((v) => ({ ...v, season: d.season }));
    await saveStyleEdit(kv, style, variants, {
      user: user.email,
      source: "edit",
      content: {
        ...loaded.content,
        web_title: { en: d.web_title_en, fr: d.web_title_fr },
        web_description: { en: d.web_description_en, fr: d.web_description_fr },
        tags: d.tags,
        size_guide_id: d.size_guide_id || null,
        web_enabled: d.web_enabled,
      },
    });
    return seeOther(`${here}?done=saved`);
  },
};

export default function MasterItemPage({ data, state, params }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  return (
    <>
      <MarketingHeader page="marketing_master_item" t={t} params={params} />
      <Notice text={data.notice} />
      <StyleEditor
        t={t}
        locale={locale}
        style={data.style}
        variants={data.variants}
        completeness={data.completeness}
        images={data.images}
        guides={data.guides}
        values={data.values}
        errors={data.errors}
      />
    </>
  );
}

// The page of /marketing/master-items/{id} (its loader and actions): one style — names and
// descriptions, web title and description in both languages, tags, size guide, web listing,
// images (upload PNG/JPEG/WebP, details, order, remove) — with its completeness and variants.
// Every form of the page carries the content entry's version (lib/forms/version.ts): a save
// read at an older one is refused (409), what was typed kept.
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../state.ts";
import { requireUser } from "../auth/signed_in.ts";
import { getStyle, listVariants, type Style, type Variant } from "../catalogue/mod.ts";
import {
  type FieldErrors,
  postedVersion,
  seeOther,
  staleEditErrors,
  staleForm,
  validateForm,
  VERSION_FIELD,
  versionCheck,
  versionOf,
} from "../forms/mod.ts";
import { type FormValues, formWithFiles, valuesOf } from "../forms/read.ts";
import { HttpError } from "../http/errors.ts";
import { type FileMeta, getFileMeta, saveUpload } from "../files/mod.ts";
import { type Completeness, completeness } from "./completeness.ts";
import { listGuides } from "./library.ts";
import { emptyContent, type ItemContent, type SizeGuide } from "./model.ts";
import { StyleForm } from "./schema.ts";
import { detailsFrom, ImageDetailsForm, moveImage, withDetails, withoutImage } from "./images.ts";
import { handleOwner } from "./shopify_map.ts";
import {
  claimHandle,
  contentMap,
  MK,
  saveContent,
  saveStyleEdit,
  type StoredContent,
} from "./store.ts";

export interface MasterItemData {
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
  const [variants, entry, guides] = await Promise.all([
    listVariants(kv, { style_id: id }),
    kv.get<StoredContent>(MK.content(id)),
    listGuides(kv),
  ]);
  const content = entry.value?.content ?? emptyContent(id);
  const images = (await Promise.all(content.images.map((f) => getFileMeta(kv, f))))
    .filter((m): m is FileMeta => m !== null);
  return {
    style,
    variants,
    content,
    guides,
    images,
    completeness: completeness(style, variants, content),
    /**
     * The version the editor was read at: the content entry's, which every write of the style
     * (saveStyleEdit) and of its content (saveContent) rewrites.
     */
    version: versionOf(entry),
  };
}

type Loaded = NonNullable<Awaited<ReturnType<typeof load>>>;

/** The style form's values as stored: the editor's start, and what a stale save shows. */
export function styleValues(style: Style, content: ItemContent): FormValues {
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
    handle: content.handle ?? "",
  };
}

export const masterItemHandler: Handlers<MasterItemData, PortalState> = {
  async GET(_req, ctx) {
    const loaded = await load(ctx.state.kv, ctx.params.id);
    if (!loaded) return ctx.renderNotFound();
    const done = ctx.url.searchParams.get("done");
    return ctx.render({
      ...loaded,
      values: { ...styleValues(loaded.style, loaded.content), [VERSION_FIELD]: loaded.version },
      errors: {},
      notice: done && /^(saved|uploaded|removed|moved|image_saved)$/.test(done)
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
    // unclean text is refused by validateForm below, next to its field
    const { form, values: typed } = await formWithFiles(req);
    const action = form.get("action");
    const keep: FormValues = {
      ...styleValues(loaded.style, loaded.content),
      [VERSION_FIELD]: loaded.version,
    };
    const fail = (errors: FieldErrors, values = keep) =>
      ctx.render({ ...loaded, values, errors, notice: null }, { status: 400 });
    const posted = postedVersion(typed);
    /** Writes the images at the version the page was read at; a stale one keeps what was typed. */
    const save = async (content: ItemContent, done: string, typed: FormValues = {}) => {
      const result = await saveContent(kv, content, user.email, posted);
      if (result === "saved") return seeOther(`${here}?done=${done}`);
      const now = await load(kv, ctx.params.id);
      if (!now) return ctx.renderNotFound();
      const values = {
        ...styleValues(now.style, now.content),
        ...typed,
        [VERSION_FIELD]: now.version,
      };
      return ctx.render({ ...now, values, errors: staleEditErrors(t), notice: null }, {
        status: 409,
      });
    };
    const fileId = String(form.get("file") ?? "");
    if (action === "image_details" || action === "upload") {
      // alt text in both languages is required, and a colour must be one of the style's
      const prefix = action === "upload" ? "" : `${fileId}.`;
      const parsed = validateForm(typed, ImageDetailsForm, t);
      const details = parsed.ok ? detailsFrom(loaded.style, parsed.data) : null;
      const kept = Object.fromEntries(
        ["alt_en", "alt_fr", "colour"].map((k) => [`${prefix}${k}`, typed[k] ?? ""]),
      );
      if (!details) {
        const errors = parsed.ok ? { colour: t("marketing.images.colour_unknown") } : parsed.errors;
        return fail(
          Object.fromEntries(Object.entries(errors).map(([k, v]) => [`${prefix}${k}`, v])),
          { ...keep, ...kept },
        );
      }
      if (action === "image_details") {
        if (!loaded.content.images.includes(fileId)) throw new HttpError(404, "http.not_found");
        return save(withDetails(loaded.content, fileId, details), "image_saved", kept);
      }
      const file = form.get("image");
      if (!(file instanceof File) || file.size === 0) {
        return fail({ image: t("marketing.errors.no_file") }, { ...keep, ...kept });
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
        return fail({ image: t(error.key, error.vars) }, { ...keep, ...kept });
      }
      const added = { ...loaded.content, images: [...loaded.content.images, meta.id] };
      return save(withDetails(added, meta.id, details), "uploaded", kept);
    }
    if (action === "move_image") {
      const dir = form.get("dir") === "up" ? "up" : "down";
      return save(moveImage(loaded.content, fileId, dir), "moved");
    }
    if (action === "remove_image") return save(withoutImage(loaded.content, fileId), "removed");
    const values = valuesOf(form, { booleans: ["web_enabled"] });
    const parsed = validateForm(values, StyleForm, t);
    if (!parsed.ok) return fail(parsed.errors, values);
    const d = parsed.data;
    const version = postedVersion(values);
    const stale = (now: Loaded) => {
      // what is stored now beside what was typed; the form now carries the current version
      const saved = { version: now.version, saved: styleValues(now.style, now.content) };
      const form = staleForm(t, values, saved, (k) => t(`marketing.master.fields.${k}`));
      return ctx.render({ ...now, ...form, notice: null }, { status: 409 });
    };
    if (version !== loaded.version) return stale(loaded);
    if (d.size_guide_id && !loaded.guides.some((g) => g.id === d.size_guide_id)) {
      return fail({ size_guide_id: t("marketing.errors.unknown_guide") }, values);
    }
    const owner = d.handle
      ? handleOwner(
        d.handle,
        loaded.style.id,
        [...(await contentMap(kv)).values()].map((c) => c.content),
      )
      : null;
    if (owner) {
      return fail({ handle: t("marketing.errors.handle_taken", { style: owner }) }, values);
    }
    const style: Style = {
      ...loaded.style,
      name: { en: d.name_en, fr: d.name_fr },
      description: { en: d.description_en, fr: d.description_fr },
      season: d.season,
    };
    const variants = loaded.variants.map((v) => ({ ...v, season: d.season }));
    try {
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
          handle: d.handle || undefined,
        },
        extra: (op) => {
          op.check(versionCheck(MK.content(style.id), version));
          claimHandle(op, style.id, loaded.content.handle, d.handle || undefined);
        },
      });
    } catch (error) {
      // changed between the read and the write: the check refused every attempt
      const now = await load(kv, ctx.params.id);
      if (now && now.version !== version) return stale(now);
      // or another style took the handle meanwhile
      const holder = d.handle ? (await kv.get<string>(MK.handle(d.handle))).value : null;
      if (holder && holder !== style.id) {
        return fail({ handle: t("marketing.errors.handle_taken", { style: holder }) }, values);
      }
      throw error;
    }
    return seeOther(`${here}?done=saved`);
  },
};

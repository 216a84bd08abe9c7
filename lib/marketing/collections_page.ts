// The page of /marketing/collections (its loader and actions): the collections with their
// members, the one being edited, the preview of a form and the version-checked save.
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../state.ts";
import { requireUser } from "../auth/signed_in.ts";
import {
  type FieldErrors,
  FORM_ERROR,
  postedVersion,
  readForm,
  seeOther,
  staleEditErrors,
  VERSION_FIELD,
} from "../forms/mod.ts";
import type { FormValues } from "../forms/read.ts";
import { catalogueMap } from "../catalogue/mod.ts";
import { collectionMembers, type MemberRow, type StyleFacts, styleFacts } from "./collections.ts";
import { getVersioned, listCollections, LK, putVersioned } from "./library.ts";
import type { Collection } from "./model.ts";
import { CollectionForm, dollars } from "./schema.ts";
import { stylesById } from "./items.ts";
import { contentMap, storedOrFresh } from "./store.ts";

export interface CollectionsData {
  collections: { collection: Collection; members: string[] }[];
  editing: string | null;
  values: FormValues;
  errors: FieldErrors;
  saved: boolean;
  /** The members shown under the form: the saved collection's, or the preview's. */
  members: MemberRow[] | null;
  preview: boolean;
}

async function facts(kv: Deno.Kv): Promise<StyleFacts[]> {
  const [styles, catalogue, contents] = await Promise.all([
    stylesById(kv),
    catalogueMap(kv),
    contentMap(kv),
  ]);
  const byStyle = Map.groupBy(catalogue.values(), (v) => v.style_id);
  return [...styles.values()].map((s) => {
    const variants = byStyle.get(s.id) ?? [];
    return styleFacts(s, variants, storedOrFresh(contents, s, variants).content);
  });
}

async function load(kv: Deno.Kv) {
  const all = await facts(kv);
  return {
    all,
    collections: (await listCollections(kv)).map((collection) => ({
      collection,
      members: collectionMembers(collection, all),
    })),
    styleIds: new Set(all.map((f) => f.style.id)),
  };
}

function memberRows(collection: Collection, all: StyleFacts[]): MemberRow[] {
  const byId = new Map(all.map((f) => [f.style.id, f]));
  return collectionMembers(collection, all).map((id) => {
    const f = byId.get(id)!;
    return { id, name: f.style.name, image: f.image, from_retail: f.from_retail };
  });
}

function valuesOf(c: Collection, version: string): FormValues {
  return {
    id: c.id,
    title_en: c.title.en,
    title_fr: c.title.fr,
    kind: c.kind,
    style_ids: c.style_ids.join(", "),
    vendor: c.rules.vendor ?? "",
    department: c.rules.department ?? "",
    season: c.rules.season ?? "",
    tag: c.rules.tag ?? "",
    min_retail: c.rules.min_retail === undefined ? "" : dollars(c.rules.min_retail),
    max_retail: c.rules.max_retail === undefined ? "" : dollars(c.rules.max_retail),
    match: c.rules.match ?? "all",
    [VERSION_FIELD]: version,
  };
}

export const collectionsHandler: Handlers<CollectionsData, PortalState> = {
  async GET(_req, ctx) {
    const { collections, all } = await load(ctx.state.kv);
    const id = ctx.url.searchParams.get("edit");
    const editing = id ? await getVersioned<Collection>(ctx.state.kv, LK.collection(id)) : null;
    return ctx.render({
      collections,
      editing: editing?.record.id ?? null,
      values: editing
        ? valuesOf(editing.record, editing.version)
        : { kind: "rule", match: "all", [VERSION_FIELD]: "" },
      errors: {},
      saved: ctx.url.searchParams.has("saved"),
      members: editing ? memberRows(editing.record, all) : null,
      preview: false,
    });
  },
  async POST(req, ctx) {
    const { kv, t } = ctx.state;
    const user = requireUser(ctx.state);
    const { collections, styleIds, all } = await load(kv);
    const form = await readForm(req, CollectionForm, { t });
    // a form read at a saved collection carries its version; a new one "" (lib/forms/version.ts)
    const version = postedVersion(form.values);
    const editing = version ? String(form.values.id) : null;
    let errors: FieldErrors = form.ok ? {} : form.errors;
    if (form.ok) {
      const d = form.data;
      const unknown = d.style_ids.filter((s) => !styleIds.has(s));
      if (unknown.length) {
        errors = { style_ids: t("marketing.errors.unknown_styles", { ids: unknown.join(", ") }) };
      } else {
        const rules: Collection["rules"] = { match: d.match };
        if (d.vendor) rules.vendor = d.vendor;
        if (d.department) rules.department = d.department;
        if (d.season) rules.season = d.season;
        if (d.tag) rules.tag = d.tag.toLowerCase();
        if (d.min_retail !== undefined) rules.min_retail = d.min_retail;
        if (d.max_retail !== undefined) rules.max_retail = d.max_retail;
        const collection: Collection = {
          id: d.id,
          title: { en: d.title_en, fr: d.title_fr },
          kind: d.kind,
          style_ids: d.kind === "manual" ? d.style_ids : [],
          rules: d.kind === "rule" ? rules : {},
          updated_at: new Date().toISOString(),
          updated_by: user.email,
        };
        if (form.values.action === "preview") {
          return ctx.render({
            collections,
            editing,
            values: form.values,
            errors: {},
            saved: false,
            members: memberRows(collection, all),
            preview: true,
          });
        }
        if (await putVersioned(kv, LK.collection(d.id), collection, version)) {
          return seeOther(`/marketing/collections?edit=${d.id}&saved`);
        }
        if (version === "") errors = { [FORM_ERROR]: t("marketing.errors.id_taken") };
        else {
          // saved by someone else meanwhile: the typed values stay, the form takes the version
          // stored now (saving again is deliberate)
          const now = await getVersioned<Collection>(kv, LK.collection(d.id));
          form.values[VERSION_FIELD] = now?.version ?? "";
          return ctx.render({
            collections,
            editing,
            values: form.values,
            errors: staleEditErrors(t),
            saved: false,
            members: null,
            preview: false,
          }, { status: 409 });
        }
      }
    }
    return ctx.render({
      collections,
      editing,
      values: form.values,
      errors,
      saved: false,
      members: null,
      preview: false,
    }, { status: 400 });
  },
};

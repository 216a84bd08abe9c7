// /marketing/collections: website collections — hand-picked (a list of styles) or rule-based
// (vendor, department, season, tag, retail range; all or any of them, at least one) — with their
// member count; ?edit={id} opens one in the form below (a new one otherwise). "Preview" shows the
// members the form would hold (name, image, price) without saving. Saves are version-checked.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { requireUser } from "../../lib/auth/signed_in.ts";
import { type FieldErrors, FORM_ERROR, readForm, seeOther } from "../../lib/forms/mod.ts";
import { type FormValues, textValue } from "../../lib/forms/read.ts";
import { catalogueMap, inLocale } from "../../lib/catalogue/mod.ts";
import { collectionMembers, type StyleFacts, styleFacts } from "../../lib/marketing/collections.ts";
import {
  CollectionMembers,
  type MemberRow,
} from "../../components/marketing/CollectionMembers.tsx";
import { getCollection, listCollections, LK, putVersioned } from "../../lib/marketing/library.ts";
import type { Collection } from "../../lib/marketing/model.ts";
import { CollectionForm } from "../../lib/marketing/schema.ts";
import { stylesById } from "../../lib/marketing/items.ts";
import { contentMap, storedOrFresh } from "../../lib/marketing/store.ts";
import { Field } from "../../components/Field.tsx";
import { FormError, MarketingHeader, Notice } from "../../components/marketing/ui.tsx";
import { dollars } from "../../components/marketing/ui.tsx";

interface Data {
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

function valuesOf(c: Collection): FormValues {
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
    expected: c.updated_at,
  };
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const { collections, all } = await load(ctx.state.kv);
    const id = ctx.url.searchParams.get("edit");
    const editing = id ? await getCollection(ctx.state.kv, id) : null;
    return ctx.render({
      collections,
      editing: editing?.id ?? null,
      values: editing ? valuesOf(editing) : { kind: "rule", match: "all" },
      errors: {},
      saved: ctx.url.searchParams.has("saved"),
      members: editing ? memberRows(editing, all) : null,
      preview: false,
    });
  },
  async POST(req, ctx) {
    const { kv, t } = ctx.state;
    const user = requireUser(ctx.state);
    const { collections, styleIds, all } = await load(kv);
    const form = await readForm(req, CollectionForm, { t });
    const editing = typeof form.values.expected === "string" && form.values.expected
      ? String(form.values.id)
      : null;
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
        if (await putVersioned(kv, LK.collection(d.id), collection, d.expected || null)) {
          return seeOther(`/marketing/collections?edit=${d.id}&saved`);
        }
        errors = {
          [FORM_ERROR]: t(
            d.expected ? "marketing.errors.changed_meanwhile" : "marketing.errors.id_taken",
          ),
        };
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

export default function Collections({ data, state }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  const v = (n: string) => textValue(data.values, n);
  const f = (name: string, hint?: string) => (
    <Field
      name={name}
      label={t(`marketing.collections.fields.${name}`)}
      value={v(name)}
      error={data.errors[name]}
      hint={hint}
    />
  );
  return (
    <>
      <MarketingHeader page="marketing_collections" t={t} />
      <Notice text={data.saved ? t("marketing.collections.saved") : null} />
      <div class="table-wrap">
        <table class="data-table" data-collections={data.collections.length}>
          <thead>
            <tr>
              <th>{t("marketing.collections.title")}</th>
              <th>{t("marketing.collections.kind")}</th>
              <th class="num">{t("marketing.collections.members")}</th>
            </tr>
          </thead>
          <tbody>
            {data.collections.map(({ collection: c, members }) => (
              <tr>
                <td>
                  <a href={`/marketing/collections?edit=${c.id}`}>{inLocale(c.title, locale)}</a>
                </td>
                <td>{t(`marketing.collections.kinds.${c.kind}`)}</td>
                <td class="num" data-members={members.length}>{members.length}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>{data.editing ? t("marketing.collections.edit") : t("marketing.collections.new")}</h2>
      <form method="post" class="admin-form" data-form="collection">
        <FormError text={data.errors._} />
        <input type="hidden" name="expected" value={v("expected")} />
        {data.editing
          ? <input type="hidden" name="id" value={v("id")} />
          : f("id", t("marketing.fields.id_hint"))}
        {f("title_en")}
        {f("title_fr")}
        <div class="field">
          <label for="field-kind">{t("marketing.collections.kind")}</label>
          <select id="field-kind" name="kind">
            {(["rule", "manual"] as const).map((k) => (
              <option value={k} selected={v("kind") === k}>
                {t(`marketing.collections.kinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
        {f("style_ids", t("marketing.collections.style_ids_hint"))}
        {f("vendor")}
        {f("department")}
        {f("season")}
        {f("tag")}
        {f("min_retail")}
        {f("max_retail")}
        <fieldset class="field">
          <legend>{t("marketing.collections.match")}</legend>
          {(["all", "any"] as const).map((m) => (
            <label>
              <input type="radio" name="match" value={m} checked={(v("match") || "all") === m} />
              {" "}
              {t(`marketing.collections.matches.${m}`)}
            </label>
          ))}
        </fieldset>
        <div class="buttons">
          <button type="submit" name="action" value="preview" class="button secondary">
            {t("marketing.collections.preview")}
          </button>
          <button type="submit" name="action" value="save">{t("marketing.save")}</button>
        </div>
      </form>
      {data.members && (
        <CollectionMembers members={data.members} preview={data.preview} t={t} locale={locale} />
      )}
    </>
  );
}

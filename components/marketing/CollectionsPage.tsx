// The markup of /marketing/collections: the collections with their member counts, the form of
// the one edited (or a new one) and the members it holds or would hold.
import type { PortalState } from "../../lib/state.ts";
import { textValue } from "../../lib/forms/read.ts";
import { VERSION_FIELD } from "../../lib/forms/version.ts";
import { VersionField } from "../forms/VersionField.tsx";
import { inLocale } from "../../lib/catalogue/mod.ts";
import { CollectionMembers } from "./CollectionMembers.tsx";
import { Field } from "../Field.tsx";
import { DataTable } from "../DataTable.tsx";
import { tableProps, type TableSpec } from "../../lib/forms/table.ts";
import { FormError, MarketingHeader, Notice } from "./ui.tsx";
import type { CollectionsData } from "../../lib/marketing/collections_page.ts";

type Row = CollectionsData["collections"][number];

/** The collections with their member counts (CSV on the page). */
export const COLLECTIONS: TableSpec<Row> = {
  id: "collections",
  columns: (t, locale) => [
    {
      key: "title",
      label: t("marketing.collections.title"),
      sortable: true,
      value: (r) => inLocale(r.collection.title, locale),
      cell: (r) => (
        <a href={`/marketing/collections?edit=${r.collection.id}`}>
          {inLocale(r.collection.title, locale)}
        </a>
      ),
    },
    {
      key: "kind",
      label: t("marketing.collections.kind"),
      sortable: true,
      value: (r) => t(`marketing.collections.kinds.${r.collection.kind}`),
    },
    {
      key: "members",
      label: t("marketing.collections.members"),
      num: true,
      sortable: true,
      value: (r) => r.members.length,
      cell: (r) => <span data-members={r.members.length}>{r.members.length}</span>,
    },
  ],
};

export function CollectionsPage(
  { data, state, url }: { data: CollectionsData; state: PortalState; url: URL },
) {
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
      <DataTable
        {...tableProps(COLLECTIONS, t, locale)}
        rows={data.collections}
        url={url}
        tableAttrs={{ "data-collections": String(data.collections.length) }}
      />
      <h2>{data.editing ? t("marketing.collections.edit") : t("marketing.collections.new")}</h2>
      <form method="post" class="admin-form" data-form="collection">
        <FormError text={data.errors._} />
        <VersionField version={v(VERSION_FIELD)} />
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

// The markup of /marketing/collections: the collections with their member counts, the form of
// the one edited (or a new one) and the members it holds or would hold.
import type { PortalState } from "../../lib/state.ts";
import { textValue } from "../../lib/forms/read.ts";
import { VERSION_FIELD } from "../../lib/forms/version.ts";
import { VersionField } from "../forms/VersionField.tsx";
import { inLocale } from "../../lib/catalogue/mod.ts";
import { CollectionMembers } from "./CollectionMembers.tsx";
import { Field } from "../Field.tsx";
import { FormError, MarketingHeader, Notice } from "./ui.tsx";
import type { CollectionsData } from "../../lib/marketing/collections_page.ts";

export function CollectionsPage(
  { data, state }: { data: CollectionsData; state: PortalState },
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

// The markup of /marketing/assortments/{id}: the assortment's form, its styles with their web
// completeness, and the link to its head-office order form.
import { styleColumns } from "./StyleColumns.tsx";
import type { PortalState } from "../../lib/state.ts";
import { textValue } from "../../lib/forms/read.ts";
import { VERSION_FIELD } from "../../lib/forms/version.ts";
import { VersionField } from "../forms/VersionField.tsx";
import { inLocale } from "../../lib/catalogue/mod.ts";
import { Field } from "../Field.tsx";
import { DataTable } from "../DataTable.tsx";
import { FormError, MarketingHeader, NameFields, Notice, Percent, StoreTypeSelect } from "./ui.tsx";
import type { AssortmentData } from "../../lib/marketing/assortment_page.ts";

export function AssortmentView(
  { data, state, params, url }: {
    data: AssortmentData;
    state: PortalState;
    params: Record<string, string>;
    url: URL;
  },
) {
  const { t, locale } = state;
  const { assortment: a, errors } = data;
  const v = (n: string) => textValue(data.values, n);
  return (
    <>
      <MarketingHeader
        page="marketing_assortment"
        t={t}
        params={params}
        lead={inLocale(a.name, locale)}
      />
      <Notice text={data.saved ? t("marketing.assortments.saved") : null} />
      <p>
        {t(`marketing.assortments.types.${a.store_type}`)} ·{" "}
        <a href={`/marketing/assortments/${a.id}/hda-link`}>
          {a.hda_form_id
            ? t("marketing.assortments.linked", { form: a.hda_form_id })
            : t("marketing.assortments.not_linked")}
        </a>
      </p>
      <DataTable
        id="styles"
        columns={[
          ...styleColumns<AssortmentData["rows"][number]>(t, locale, (r) => r.style),
          {
            key: "web_fr",
            label: t("marketing.items.web_fr"),
            num: true,
            sortable: true,
            value: (r) => r.web_fr,
            cell: (r) => r.web_fr === null ? "" : <Percent value={r.web_fr} locale={locale} />,
          },
        ]}
        rows={data.rows}
        url={url}
        t={t}
        csv={false}
        tableAttrs={{ "data-assortment-styles": String(data.rows.length) }}
      />
      <h2>{t("marketing.assortments.edit")}</h2>
      <form method="post" class="admin-form" data-form="assortment">
        <FormError text={errors._} />
        <VersionField version={v(VERSION_FIELD)} />
        <NameFields t={t} values={data.values} errors={errors} />
        <StoreTypeSelect t={t} value={v("store_type")} />
        <Field
          name="style_ids"
          type="textarea"
          label={t("marketing.collections.fields.style_ids")}
          value={v("style_ids")}
          error={errors.style_ids}
          hint={t("marketing.collections.style_ids_hint")}
        />
        <button type="submit">{t("marketing.save")}</button>
      </form>
    </>
  );
}

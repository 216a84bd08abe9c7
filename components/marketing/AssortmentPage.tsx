// The markup of /marketing/assortments/{id}: the assortment's form, its styles with their web
// completeness, and the link to its head-office order form.
import { styleColumns } from "./StyleColumns.tsx";
import type { PortalState } from "../../lib/state.ts";
import { textValue } from "../../lib/forms/read.ts";
import { Field } from "../Field.tsx";
import { DataTable } from "../DataTable.tsx";
import { Percent, RecordFormHead, RecordHeader, StoreTypeSelect } from "./ui.tsx";
import { tableProps, type TableSpec } from "../../lib/forms/table.ts";
import type { AssortmentData } from "../../lib/marketing/assortment_page.ts";

type Row = AssortmentData["rows"][number];

/** The assortment's styles with their web completeness in French (CSV on the page). */
export const ASSORTMENT_STYLES: TableSpec<Row> = {
  id: "styles",
  columns: (t, locale) => [
    ...styleColumns<Row>(t, locale, (r) => r.style),
    {
      key: "web_fr",
      label: t("marketing.items.web_fr"),
      num: true,
      sortable: true,
      value: (r) => r.web_fr,
      cell: (r) => r.web_fr === null ? "" : <Percent value={r.web_fr} locale={locale} />,
    },
  ],
};

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
      <RecordHeader
        page="marketing_assortment"
        t={t}
        locale={locale}
        params={params}
        name={a.name}
        saved={data.saved ? t("marketing.assortments.saved") : null}
      />
      <p>
        {t(`marketing.assortments.types.${a.store_type}`)} ·{" "}
        <a href={`/marketing/assortments/${a.id}/hda-link`}>
          {a.hda_form_id
            ? t("marketing.assortments.linked", { form: a.hda_form_id })
            : t("marketing.assortments.not_linked")}
        </a>
      </p>
      <DataTable
        {...tableProps(ASSORTMENT_STYLES, t, locale)}
        rows={data.rows}
        url={url}
        tableAttrs={{ "data-assortment-styles": String(data.rows.length) }}
      />
      <h2>{t("marketing.assortments.edit")}</h2>
      <form method="post" class="admin-form" data-form="assortment">
        <RecordFormHead t={t} values={data.values} errors={errors} />
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

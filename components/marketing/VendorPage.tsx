// The markup of /marketing/vendors/{vendor_number}: the styles' completeness per channel and
// language, the duplicates link, and the contacts with their form.
import { completenessColumn, styleColumns } from "./StyleColumns.tsx";
import type { PortalState } from "../../lib/state.ts";
import { Field, fieldsOf } from "../Field.tsx";
import { FormError, MarketingHeader } from "./ui.tsx";
import { ActionForm } from "../forms/ActionForm.tsx";
import { DataTable } from "../DataTable.tsx";
import { tableProps, type TableSpec } from "../../lib/forms/table.ts";
import type { VendorPageData } from "../../lib/marketing/vendor_page.ts";

type Row = VendorPageData["styles"][number];

/** The vendor's styles with their completeness per channel and language (CSV on the page). */
export const VENDOR_STYLES: TableSpec<Row> = {
  id: "styles",
  columns: (t, locale) => [
    ...styleColumns<Row>(t, locale, (r) => r.style),
    ...(["web", "pos", "signage"] as const).flatMap((c) =>
      (["en", "fr"] as const).map((l) =>
        completenessColumn<Row>(
          locale,
          c,
          l,
          `${t(`marketing.completeness.${c}`)} ${l.toUpperCase()}`,
          (r) => r.completeness,
        )
      )
    ),
  ],
};

/** The contact form's fields and their input types. */
const CONTACT_FIELDS = { name: "text", role: "text", email: "email", phone: "tel" } as const;

export function VendorView(
  { data, state, params, url }: {
    data: VendorPageData;
    state: PortalState;
    params: Record<string, string>;
    url: URL;
  },
) {
  const { t, locale } = state;
  const field = fieldsOf(data.values, data.errors);
  const vn = data.vendor.vendor_number;
  return (
    <>
      <MarketingHeader page="marketing_vendor" t={t} params={params} lead={data.vendor.name} />
      <p>
        <a href={`/marketing/items?vendor=${vn}`}>{t("marketing.vendor.items")}</a> ·{" "}
        <a href={`/marketing/items/merge/${vn}`}>
          {t("marketing.vendor.duplicates", { count: data.duplicates })}
        </a>
      </p>
      <h2>{t("marketing.completeness.title")}</h2>
      <DataTable
        {...tableProps(VENDOR_STYLES, t, locale)}
        rows={data.styles}
        url={url}
        tableAttrs={{ "data-vendor-styles": String(data.styles.length) }}
      />
      <h2>{t("marketing.vendor.contacts")}</h2>
      {data.contacts.length === 0
        ? <p>{t("marketing.vendor.no_contacts")}</p>
        : (
          <ul data-contacts={data.contacts.length}>
            {data.contacts.map((c) => (
              <li>
                {c.name}
                {c.role && ` (${c.role})`} · <a href={`mailto:${c.email}`}>{c.email}</a>
                {c.phone && ` · ${c.phone}`}
                <ActionForm
                  action="remove"
                  fields={{ email: c.email }}
                  confirm={t("common.confirm.remove", { what: c.name })}
                >
                  {t("marketing.vendor.remove")}
                </ActionForm>
              </li>
            ))}
          </ul>
        )}
      <form method="post" class="admin-form" data-form="contact">
        <FormError text={data.errors._} />
        <input type="hidden" name="action" value="add" />
        {Object.entries(CONTACT_FIELDS).map(([name, type]) => (
          <Field {...field(name)} type={type} label={t(`marketing.vendor.${name}`)} />
        ))}
        <button type="submit">{t("marketing.vendor.add")}</button>
      </form>
    </>
  );
}

// The markup of /marketing/vendors/{vendor_number}: the styles' completeness per channel and
// language, the duplicates link, and the contacts with their form.
import { completenessColumn, styleColumns } from "./StyleColumns.tsx";
import type { PortalState } from "../../lib/state.ts";
import { textValue } from "../../lib/forms/read.ts";
import { Field } from "../Field.tsx";
import { FormError, MarketingHeader } from "./ui.tsx";
import { ConfirmSubmit } from "../forms/ConfirmSubmit.tsx";
import { type Column, DataTable } from "../DataTable.tsx";
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/i18n/locales.ts";
import type { VendorPageData } from "../../lib/marketing/vendor_page.ts";

type Row = VendorPageData["styles"][number];

/** The vendor's styles with their completeness per channel and language. */
function styleList(t: TFunction, locale: Locale): Column<Row>[] {
  return [
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
  ];
}

export function VendorView(
  { data, state, params, url }: {
    data: VendorPageData;
    state: PortalState;
    params: Record<string, string>;
    url: URL;
  },
) {
  const { t, locale } = state;
  const v = (n: string) => textValue(data.values, n);
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
        id="styles"
        columns={styleList(t, locale)}
        rows={data.styles}
        url={url}
        t={t}
        csv={false}
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
                <form method="post" class="inline-form">
                  <input type="hidden" name="action" value="remove" />
                  <input type="hidden" name="email" value={c.email} />
                  <ConfirmSubmit question={t("common.confirm.remove", { what: c.name })}>
                    {t("marketing.vendor.remove")}
                  </ConfirmSubmit>
                </form>
              </li>
            ))}
          </ul>
        )}
      <form method="post" class="admin-form" data-form="contact">
        <FormError text={data.errors._} />
        <input type="hidden" name="action" value="add" />
        <Field
          name="name"
          label={t("marketing.vendor.name")}
          value={v("name")}
          error={data.errors.name}
        />
        <Field
          name="role"
          label={t("marketing.vendor.role")}
          value={v("role")}
          error={data.errors.role}
        />
        <Field
          name="email"
          type="email"
          label={t("marketing.vendor.email")}
          value={v("email")}
          error={data.errors.email}
        />
        <Field
          name="phone"
          type="tel"
          label={t("marketing.vendor.phone")}
          value={v("phone")}
          error={data.errors.phone}
        />
        <button type="submit">{t("marketing.vendor.add")}</button>
      </form>
    </>
  );
}

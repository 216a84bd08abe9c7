// The markup of /marketing/vendors/{vendor_number}: the styles' completeness per channel and
// language, the duplicates link, and the contacts with their form.
import type { PortalState } from "../../lib/state.ts";
import { textValue } from "../../lib/forms/read.ts";
import { inLocale } from "../../lib/catalogue/mod.ts";
import { scoreOf } from "../../lib/marketing/completeness.ts";
import { Field } from "../Field.tsx";
import { FormError, MarketingHeader, Percent } from "./ui.tsx";
import { ConfirmSubmit } from "../forms/ConfirmSubmit.tsx";
import type { VendorPageData } from "../../lib/marketing/vendor_page.ts";

export function VendorView(
  { data, state, params }: {
    data: VendorPageData;
    state: PortalState;
    params: Record<string, string>;
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
      <div class="table-wrap">
        <table class="data-table" data-vendor-styles={data.styles.length}>
          <thead>
            <tr>
              <th>{t("marketing.master.style")}</th>
              <th>{t("marketing.master.name")}</th>
              {(["web", "pos", "signage"] as const).flatMap((c) =>
                (["en", "fr"] as const).map((l) => (
                  <th class="num">{t(`marketing.completeness.${c}`)} {l.toUpperCase()}</th>
                ))
              )}
            </tr>
          </thead>
          <tbody>
            {data.styles.map(({ style, completeness }) => (
              <tr>
                <td>
                  <a href={`/marketing/master-items/${style.id}`}>{style.id}</a>
                </td>
                <td>{inLocale(style.name, locale)}</td>
                {(["web", "pos", "signage"] as const).flatMap((c) =>
                  (["en", "fr"] as const).map((l) => (
                    <td class="num">
                      <Percent value={scoreOf(completeness, c, l).percent} locale={locale} />
                    </td>
                  ))
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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

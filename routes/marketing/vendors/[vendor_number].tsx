// /marketing/vendors/{vendor_number}: a vendor's styles with their completeness per channel in
// French and English, the duplicates to merge, and the vendor's marketing contacts (add, remove).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { type FieldErrors, formValues, seeOther, validateForm } from "../../../lib/forms/mod.ts";
import { type FormValues, textValue } from "../../../lib/forms/read.ts";
import { inLocale, listVariants, type Style } from "../../../lib/catalogue/mod.ts";
import { getVendor, type Vendor } from "../../../lib/stores/mod.ts";
import { type Completeness, scoreOf } from "../../../lib/marketing/completeness.ts";
import { getContacts, updateContacts, type VendorContact } from "../../../lib/marketing/library.ts";
import { ContactForm } from "../../../lib/marketing/schema.ts";
import { stylesById } from "../../../lib/marketing/items.ts";
import { contentMap, storedOrFresh } from "../../../lib/marketing/store.ts";
import { proposeDuplicates } from "../../../lib/marketing/duplicates.ts";
import { Field } from "../../../components/Field.tsx";
import { FormError, MarketingHeader, Percent } from "../../../components/marketing/ui.tsx";
import { ConfirmSubmit } from "../../../components/forms/ConfirmSubmit.tsx";

interface Data {
  vendor: Vendor;
  styles: { style: Style; completeness: Completeness }[];
  duplicates: number;
  contacts: VendorContact[];
  values: FormValues;
  errors: FieldErrors;
}

async function load(kv: Deno.Kv, number: string) {
  const vendor = await getVendor(kv, number);
  if (!vendor) return null;
  const [styles, contents, variants, contacts] = await Promise.all([
    stylesById(kv),
    contentMap(kv),
    listVariants(kv, { vendor: number }),
    getContacts(kv, number),
  ]);
  const byStyle = Map.groupBy(variants, (v) => v.style_id);
  const mine = [...styles.values()].filter((s) => s.vendor === number)
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((style) => ({
      style,
      completeness: storedOrFresh(contents, style, byStyle.get(style.id) ?? []).completeness,
    }));
  return { vendor, styles: mine, duplicates: proposeDuplicates(variants).length, contacts };
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const loaded = await load(ctx.state.kv, ctx.params.vendor_number);
    if (!loaded) return ctx.renderNotFound();
    return ctx.render({ ...loaded, values: {}, errors: {} });
  },
  async POST(req, ctx) {
    const { kv, t } = ctx.state;
    const loaded = await load(kv, ctx.params.vendor_number);
    if (!loaded) return ctx.renderNotFound();
    const here = `/marketing/vendors/${loaded.vendor.vendor_number}`;
    const values = await formValues(req);
    if (values.action === "remove") {
      // removed by address, not position: the list may have changed since the page loaded
      const email = String(values.email ?? "");
      await updateContacts(
        kv,
        loaded.vendor.vendor_number,
        (list) => list.filter((c) => c.email !== email),
      );
      return seeOther(here);
    }
    const form = validateForm(values, ContactForm, t);
    if (!form.ok) return ctx.render({ ...loaded, values, errors: form.errors }, { status: 400 });
    await updateContacts(
      kv,
      loaded.vendor.vendor_number,
      (list) => [...list.filter((c) => c.email !== form.data.email), form.data].slice(0, 20),
    );
    return seeOther(here);
  },
};

export default function VendorPage({ data, state, params }: PageProps<Data, PortalState>) {
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

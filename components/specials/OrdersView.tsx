// Head office's specials orders: the filter form (GET), the export links (a CSV of every line, an
// XLSX order sheet per vendor), the programs (orders, placed total, stores still to order), every
// order of the programs shown in one table, and for the program chosen in the filter its tier
// tracker and the member stores that have not ordered (with reminders).
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import { ORDER_STATES } from "../../lib/orders/mod.ts";
import type { HeadOfficeOrdersData } from "../../lib/specials/head_office.ts";
import { TierTrackerPanel } from "./TierTracker.tsx";
import { SpecialsStyles } from "./SpecialsStyles.tsx";
import { DataTable } from "../DataTable.tsx";
import { programColumns, programOrderColumns } from "./OrderColumns.tsx";
import { NotOrderedTable } from "./NotOrderedTable.tsx";
import { Vendor } from "../Vendor.tsx";
import { vendorLabel } from "../../lib/nav/labels.ts";

export function SpecialsOrdersView(
  { data, url, t, locale }: {
    data: HeadOfficeOrdersData;
    url: URL;
    t: TFunction;
    locale: Locale;
  },
) {
  const lang = locale === "fr-CA" ? "fr" : "en";
  const { filter } = data;
  const vendors = [...new Set(data.forms.map((f) => f.vendor))].sort();
  const suffix = data.query ? `&${data.query}` : "";
  const orders = data.programs.flatMap((p) => p.orders);
  const storeNames = data.programs[0]?.storeNames ?? {};
  const programNames = Object.fromEntries(data.programs.map((p) => [p.form.id, p.form.name[lang]]));
  return (
    <>
      <SpecialsStyles />
      {data.notice && (
        <p class="notice" role="status" data-notice>{t(data.notice.key, data.notice.vars)}</p>
      )}
      {data.error && (
        <p class="error" role="alert" data-form-error>{t(data.error.key, data.error.vars)}</p>
      )}
      <form method="get" class="card filters" data-orders-filter>
        <fieldset>
          <legend>{t("specials.admin.filters")}</legend>
          <label>
            {t("specials.program")}{" "}
            <select name="form">
              <option value="">{t("specials.admin.all_forms")}</option>
              {data.forms.map((f) => (
                <option value={f.id} selected={filter.form === f.id}>{f.name[lang]}</option>
              ))}
            </select>
          </label>{" "}
          <label>
            {t("specials.vendor")}{" "}
            <select name="vendor">
              <option value="">{t("specials.admin.all_vendors")}</option>
              {vendors.map((v) => (
                <option key={v} value={v} selected={filter.vendor === v}>{vendorLabel(v)}</option>
              ))}
            </select>
          </label>{" "}
          <label>
            {t("specials.store")}{" "}
            <input
              name="store"
              type="number"
              inputMode="numeric"
              size={5}
              value={filter.store ?? ""}
              placeholder={t("specials.admin.all_stores")}
            />
          </label>{" "}
          <label>
            {t("specials.status")}{" "}
            <select name="state">
              <option value="">{t("specials.admin.all_states")}</option>
              {ORDER_STATES.map((s) => (
                <option value={s} selected={filter.state === s}>{t(`orders.states.${s}`)}</option>
              ))}
            </select>
          </label>{" "}
          <button type="submit" class="secondary">{t("specials.admin.filter")}</button>
        </fieldset>
      </form>
      <p data-exports>
        <a href={`/head-office/specials/orders?format=csv${suffix}`} download data-export-csv>
          {t("specials.admin.export_csv")}
        </a>
        {" · "}
        {t("specials.admin.vendor_sheets")}{" "}
        {[...new Set(data.programs.map((p) => p.form.vendor))].sort().map((v, i) => (
          <>
            {i > 0 && ", "}
            <a
              href={`/head-office/specials/orders?format=xlsx&vendor=${
                encodeURIComponent(v)
              }${suffix}`}
              download
              data-export-xlsx={v}
            >
              <Vendor code={v} />
            </a>
          </>
        ))}
      </p>
      <h2>{t("specials.admin.programs")}</h2>
      <DataTable
        id="programs"
        columns={programColumns(t, locale, lang, url)}
        rows={data.programs}
        url={url}
        t={t}
        empty={t("specials.admin.none")}
        rowAttrs={(p) => ({ "data-program": p.form.id })}
      />
      <h2>{t("specials.admin.orders")}</h2>
      <DataTable
        id="orders"
        columns={programOrderColumns(t, locale, storeNames, programNames)}
        rows={orders}
        url={url}
        t={t}
        empty={t("specials.admin.no_orders")}
        defaults={{ sort: "store" }}
        rowAttrs={(o) => ({ "data-order": o.po_number })}
      />
      {filter.form
        ? data.programs.map(({ form, tracker }) => (
          <section data-program-detail={form.id}>
            <h2>
              {form.name[lang]} · <Vendor code={form.vendor} />
            </h2>
            {tracker && <TierTrackerPanel tracker={tracker} t={t} locale={locale} group />}
            <NotOrderedTable
              form={form}
              stores={data.notOrdered[form.id] ?? []}
              open={data.openForms.includes(form.id)}
              url={url}
              t={t}
              locale={locale}
            />
          </section>
        ))
        : data.programs.length > 0 && <p class="hint">{t("specials.admin.choose_program")}</p>}
    </>
  );
}

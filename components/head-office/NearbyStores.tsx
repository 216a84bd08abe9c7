// "Stores near a postal code" on the store map: the search form and its result, nearest first.
import type { TFunction } from "i18next";
import { DataTable } from "../DataTable.tsx";
import { Field } from "../Field.tsx";
import { type Column, tableProps, type TableSpec } from "../../lib/forms/table.ts";
import type { NearbySearch, NearbyStore } from "../../lib/head_office/geocode.ts";
import { formatNumber } from "../../lib/i18n/format.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

function columns(t: TFunction, locale: Locale): Column<NearbyStore>[] {
  return [
    {
      key: "store_number",
      label: t("head_office.store.store_number"),
      num: true,
      value: (r) => r.store.store_number,
      cell: (r) => (
        <a href={`/head-office/store-master/${r.store.store_number}`}>{r.store.store_number}</a>
      ),
    },
    { key: "name", label: t("head_office.store.name"), value: (r) => r.store.name },
    { key: "city", label: t("head_office.store.city"), value: (r) => r.store.city },
    { key: "province", label: t("head_office.store.province"), value: (r) => r.store.province },
    {
      key: "km",
      label: t("head_office.near.distance"),
      num: true,
      value: (r) => Math.round(r.km * 10) / 10,
      cell: (r) => `${formatNumber(r.km, locale, 1)} km`,
    },
  ];
}

/** The stores found, nearest first (all on one page; no CSV). */
const NEAR: TableSpec<NearbyStore> = { id: "near_stores", columns };

export function NearbyStores(
  { t, locale, url, search }: { t: TFunction; locale: Locale; url: URL; search: NearbySearch },
) {
  return (
    <section class="card" id="near" data-near>
      <h2>{t("head_office.near.title")}</h2>
      <form method="get" action="#near" class="ho-filters">
        <Field
          name="near"
          label={t("head_office.near.postal_code")}
          value={search.postal}
          error={search.error === "unknown" ? t("head_office.near.unknown") : undefined}
        />
        <Field
          name="km"
          type="int"
          label={t("head_office.near.km")}
          value={search.kmText}
          error={search.error === "km" ? t("head_office.near.bad_km") : undefined}
        />
        <p>
          <button type="submit" class="secondary">{t("head_office.near.submit")}</button>
        </p>
      </form>
      {search.found && (
        <>
          <p data-near-count={search.found.length}>
            {t("head_office.near.found", {
              count: search.found.length,
              km: formatNumber(search.km, locale, 0),
              fsa: search.fsa,
            })}
          </p>
          <DataTable
            {...tableProps(NEAR, t, locale)}
            rows={search.found}
            url={url}
            pageSize={0}
            csv={false}
            rowAttrs={(r) => ({ "data-near-store": String(r.store.store_number) })}
          />
        </>
      )}
      <p class="hint">{t("head_office.near.source")}</p>
    </section>
  );
}

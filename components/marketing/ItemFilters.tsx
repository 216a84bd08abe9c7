// The filter form of the item list (GET, so a filtered list is a link people can share).
import type { TFunction } from "i18next";
import { DEPARTMENT_CODES, VARIANT_STATUSES } from "../../lib/catalogue/mod.ts";
import { MISSING_FILTERS } from "../../lib/marketing/completeness.ts";
import type { ItemFilters } from "../../lib/marketing/items.ts";
import type { Vendor } from "../../lib/stores/mod.ts";

export const SEASONS = ["SS25", "FW25", "SS26", "FW26", "SS27", "CORE"];

function Select(
  { name, label, value, options }: {
    name: string;
    label: string;
    value: string;
    options: [string, string][];
  },
) {
  return (
    <div class="field">
      <label for={`f-${name}`}>{label}</label>
      <select id={`f-${name}`} name={name}>
        {options.map(([v, text]) => <option key={v} value={v} selected={v === value}>{text}
        </option>)}
      </select>
    </div>
  );
}

export function ItemFilterForm(
  { t, filters, vendors, action, styles = false, view }: {
    t: TFunction;
    /** The list's view to keep (?view=items). */
    view?: string;
    filters: ItemFilters;
    vendors: Vendor[];
    action: string;
    /** Filtering styles: no variant status. */
    styles?: boolean;
  },
) {
  const all: [string, string] = ["", t("marketing.filters.all")];
  return (
    <form method="get" action={action} class="search-form filters">
      {view && <input type="hidden" name="view" value={view} />}
      <div class="field">
        <label for="f-q">{t("marketing.filters.q")}</label>
        <input id="f-q" type="search" name="q" value={filters.q} />
      </div>
      <Select
        name="vendor"
        label={t("marketing.items.vendor")}
        value={filters.vendor}
        options={[
          all,
          ...vendors.map((
            v,
          ): [string, string] => [v.vendor_number, `${v.vendor_number} ${v.name}`]),
        ]}
      />
      <Select
        name="department"
        label={t("marketing.items.department")}
        value={filters.department}
        options={[all, ...DEPARTMENT_CODES.map((d): [string, string] => [d, d])]}
      />
      <Select
        name="season"
        label={t("marketing.items.season")}
        value={filters.season}
        options={[all, ...SEASONS.map((s): [string, string] => [s, s])]}
      />
      {!styles && (
        <Select
          name="status"
          label={t("marketing.items.status")}
          value={filters.status}
          options={[
            all,
            ...VARIANT_STATUSES.map((s): [string, string] => [s, t(`marketing.status.${s}`)]),
          ]}
        />
      )}
      <Select
        name="missing"
        label={t("marketing.filters.missing")}
        value={filters.missing}
        options={[
          all,
          ...MISSING_FILTERS.map((m): [string, string] => [m, t(`marketing.missing.${m}`)]),
        ]}
      />
      <button type="submit">{t("marketing.filters.apply")}</button>
    </form>
  );
}

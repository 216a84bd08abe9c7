// The filter form of the item list (GET, so a filtered list is a link people can share).
import type { TFunction } from "i18next";
import { DEPARTMENT_CODES, VARIANT_STATUSES } from "../../lib/catalogue/mod.ts";
import { MISSING_FILTERS } from "../../lib/marketing/completeness.ts";
import type { ItemFilters } from "../../lib/marketing/items.ts";
import type { Vendor } from "../../lib/stores/mod.ts";
import { Choice, Input, type Option } from "./controls.tsx";

export const SEASONS = ["SS25", "FW25", "SS26", "FW26", "SS27", "CORE"];

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
  const all: Option = ["", t("marketing.filters.all")];
  const choices: [keyof ItemFilters, string, Option[]][] = [
    [
      "vendor",
      t("marketing.items.vendor"),
      vendors.map((v) => [v.vendor_number, `${v.vendor_number} ${v.name}`]),
    ],
    ["department", t("marketing.items.department"), DEPARTMENT_CODES.map((d) => [d, d])],
    ["season", t("marketing.items.season"), SEASONS.map((s) => [s, s])],
    [
      "status",
      t("marketing.items.status"),
      VARIANT_STATUSES.map((s) => [s, t(`marketing.status.${s}`)]),
    ],
    [
      "missing",
      t("marketing.filters.missing"),
      MISSING_FILTERS.map((m) => [m, t(`marketing.missing.${m}`)]),
    ],
  ];
  return (
    <form method="get" action={action} class="search-form filters">
      {view && <input type="hidden" name="view" value={view} />}
      <Input id="f-q" type="search" name="q" label={t("marketing.filters.q")} value={filters.q} />
      {/* styles have no variant status */}
      {choices.filter(([name]) => !(styles && name === "status")).map(([name, label, options]) => (
        <Choice
          id={`f-${name}`}
          name={name}
          label={label}
          value={filters[name]}
          options={[all, ...options]}
        />
      ))}
      <button type="submit">{t("marketing.filters.apply")}</button>
    </form>
  );
}

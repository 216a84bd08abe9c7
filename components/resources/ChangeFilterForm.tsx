// The vendor / department / date filter of price changes (a GET form), shared by the
// upcoming-changes page and the signage generator's "upcoming changes" source.
import type { TFunction } from "i18next";
import type { ChangeFilter } from "../../lib/resources/prices.ts";
import { Field } from "../Field.tsx";

export interface FilterProps {
  t: TFunction;
  action: string;
  filter: ChangeFilter;
  errors: Record<string, string>;
  vendors: { id: string; name: string }[];
  departments: { code: string; name: string }[];
  /** Extra fields kept by the form (the signage generator's source and layout). */
  children?: preact.ComponentChildren;
}

export function ChangeFilterFields({ t, filter, errors, vendors, departments }: FilterProps) {
  return (
    <>
      <div class="field">
        <label for="filter-vendor">{t("resources.prices.vendor")}</label>
        <select id="filter-vendor" name="vendor">
          <option value="">{t("resources.prices.all_vendors")}</option>
          {vendors.map((v) => (
            <option value={v.id} selected={v.id === filter.vendor}>{v.name}</option>
          ))}
        </select>
      </div>
      <div class="field">
        <label for="filter-department">{t("resources.prices.department")}</label>
        <select id="filter-department" name="department">
          <option value="">{t("resources.prices.all_departments")}</option>
          {departments.map((d) => (
            <option value={d.code} selected={d.code === filter.department}>
              {d.code} · {d.name}
            </option>
          ))}
        </select>
      </div>
      <Field
        name="from"
        type="date"
        label={t("resources.prices.from")}
        value={filter.from}
        error={errors.from ? t(errors.from) : null}
      />
      <Field
        name="to"
        type="date"
        label={t("resources.prices.to")}
        value={filter.to}
        error={errors.to ? t(errors.to) : null}
      />
    </>
  );
}

export function ChangeFilterForm(props: FilterProps) {
  return (
    <form method="get" action={props.action} class="card filters" data-change-filter>
      <ChangeFilterFields {...props} />
      {props.children}
      <p>
        <button type="submit">{props.t("resources.prices.apply")}</button>
      </p>
    </form>
  );
}

// The store master's views: the table of every store (its CSV is the import format), the import
// form with its per-line errors, and the editor of one store.
import type { TFunction } from "i18next";
import { VersionField } from "../forms/VersionField.tsx";
import type { Column, TableSpec } from "../../lib/forms/table.ts";
import { PROVINCES, type Store, STORE_SERVICES, WEEKDAYS } from "../../lib/stores/mod.ts";
import { STORE_CSV_COLUMNS, storeCsvRow } from "../../lib/head_office/store_csv.ts";
import type { ImportRowError } from "../../lib/head_office/store_csv.ts";
import { CONTACT_SLOTS } from "../../lib/head_office/store_master.ts";
import type { StoreRow } from "../../lib/head_office/store_master_page.ts";
import { Field } from "../Field.tsx";
import { SelectField } from "../forms/SelectField.tsx";

/** The table's columns; without `t` the labels are the CSV column names (the import's header). */
export function storeColumns(t: TFunction | null): Column<StoreRow>[] {
  const label = (key: string) => (t ? t(`head_office.store.${key}`) : key);
  // texts every row repeats, translated once per table
  const status = t && {
    active: t("head_office.status.active"),
    closed: t("head_office.status.closed"),
  };
  const systems = new Map<string, string>();
  const system = (pos: string) => {
    let name = systems.get(pos);
    if (name === undefined) systems.set(pos, name = t ? t(`admin_pos.systems.${pos}`) : pos);
    return name;
  };
  // each cell takes one field of the store's CSV line: the line is built once per store
  const lines = new WeakMap<Store, string[]>();
  const lineOf = (store: Store) => {
    let line = lines.get(store);
    if (!line) lines.set(store, line = storeCsvRow(store));
    return line;
  };
  const csv = (i: number) => (r: StoreRow) => lineOf(r.store)[i];
  const cols: Column<StoreRow>[] = STORE_CSV_COLUMNS.map((key, i) => ({
    key,
    label: label(key),
    sortable: ["store_number", "name", "banner", "status", "city", "province"].includes(key),
    num: key === "store_number",
    value: key === "store_number" ? (r: StoreRow) => r.store.store_number : csv(i),
  }));
  if (!t) return cols;
  const shown = new Set([
    "store_number",
    "name",
    "banner",
    "status",
    "city",
    "province",
    "postal_code",
    "phone",
  ]);
  return [
    ...cols.filter((c) => shown.has(c.key)).map((c) =>
      c.key === "store_number"
        ? {
          ...c,
          cell: (r: StoreRow) => (
            <a href={`/head-office/store-master/${r.store.store_number}`}>{r.store.store_number}</a>
          ),
        }
        : c.key === "status"
        ? {
          ...c,
          cell: (r: StoreRow) => status![r.store.active ? "active" : "closed"],
        }
        : c
    ),
    {
      key: "pos",
      label: t("head_office.store.pos_system"),
      value: (r) => r.pos ?? "",
      cell: (r) => (r.pos ? system(r.pos) : "—"),
    },
  ];
}

/** The table's CSV: every field of the import format, headed by its column names, in any language. */
export const STORES_CSV: TableSpec<StoreRow> = { id: "stores", columns: () => storeColumns(null) };

export function ImportForm(
  { t, text, errors }: { t: TFunction; text: string; errors: ImportRowError[] },
) {
  return (
    <form method="post" enctype="multipart/form-data" class="card" id="import" novalidate>
      <h2>{t("head_office.import.title")}</h2>
      <p class="hint">
        {t("head_office.import.hint")} <code>{STORE_CSV_COLUMNS.join(",")}</code>
      </p>
      <div class="field">
        <label for="import-file">{t("head_office.import.file")}</label>
        <input id="import-file" type="file" name="file" accept=".csv,text/csv" />
      </div>
      <Field name="text" type="textarea" label={t("head_office.import.text")} value={text} />
      {errors.length > 0 && (
        <div role="alert" data-import-errors={errors.length}>
          <p class="field-error">{t("head_office.import.failed", { count: errors.length })}</p>
          <ul>
            {errors.slice(0, 50).map((e) => (
              <li class="field-error" data-line={e.line}>
                {t("head_office.labelled", {
                  label: e.field
                    ? `${t("head_office.import.line", { line: e.line })} (${e.field})`
                    : t("head_office.import.line", { line: e.line }),
                  value: e.message,
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p>
        <button type="submit">{t("head_office.import.submit")}</button>
      </p>
    </form>
  );
}

type Values = Record<string, string | string[] | boolean>;

export function StoreEditor(
  { t, values, errors, creating, version, pos, notice }: {
    t: TFunction;
    /** Said above the form (the coordinates just located). */
    notice?: string | null;
    values: Values;
    errors: Record<string, string>;
    creating: boolean;
    /** The version the record was read at (lib/forms/version.ts). */
    version: string;
    pos: string | null;
  },
) {
  const text = (name: string) => {
    const v = values[name];
    return typeof v === "string" ? v : "";
  };
  const services = Array.isArray(values.services) ? values.services : [];
  const f = (name: string, type: "text" | "email" | "tel" = "text", hint?: string) => (
    <Field
      name={name}
      type={type}
      label={t(`head_office.store.${name}`)}
      value={text(name)}
      error={errors[name]}
      hint={hint}
    />
  );
  return (
    <form method="post" class="card" novalidate data-store-editor>
      <VersionField version={version} />
      {errors._ && <p class="field-error" role="alert">{errors._}</p>}
      {notice && <p class="notice" role="status" data-geocoded>{notice}</p>}
      <div class="ho-grid-2">
        <div>
          <input type="hidden" name="store_number" value={text("store_number")} />
          {f("name")}
          {f("banner")}
          <div class="field">
            <label>
              <input
                type="checkbox"
                name="active"
                value="on"
                checked={values.active === true || values.active === "on"}
                style="width:auto"
              />{" "}
              {t("head_office.store.active")}
            </label>
          </div>
          {f("address")}
          {f("city")}
          <SelectField
            name="province"
            label={t("head_office.store.province")}
            value={text("province")}
            error={errors.province}
            options={[
              { value: "", label: t("head_office.choose") },
              ...PROVINCES.map((p) => ({
                value: p,
                label: `${p} · ${t(`head_office.provinces.${p}`)}`,
              })),
            ]}
          />
          {f("postal_code", "text", t("head_office.store.postal_code_hint"))}
          {f("latitude", "text", t("head_office.store.coordinates_hint"))}
          {f("longitude")}
          <p>
            <button type="submit" name="action" value="geocode" class="secondary" data-geocode>
              {t("head_office.store.geocode")}
            </button>
          </p>
          {f("phone", "tel")}
          {f("email", "email")}
          <p class="muted">
            {t("head_office.labelled", {
              label: t("head_office.store.pos_system"),
              value: pos ? t(`admin_pos.systems.${pos}`) : "—",
            })} <a href="/admin/pos">{t("head_office.store.pos_link")}</a>
          </p>
        </div>
        <div>
          <fieldset>
            <legend>{t("head_office.store.hours")}</legend>
            <p class="hint">{t("head_office.store.hours_hint")}</p>
            {WEEKDAYS.map((d) => (
              <Field
                name={`hours_${d}`}
                label={t(`head_office.weekdays.${d}`)}
                value={text(`hours_${d}`)}
                error={errors[`hours_${d}`]}
              />
            ))}
            <Field
              name="holiday_hours"
              type="textarea"
              label={t("head_office.store.holiday_hours")}
              hint={t("head_office.store.holiday_hours_hint")}
              value={text("holiday_hours")}
              error={errors.holiday_hours}
            />
          </fieldset>
          <fieldset>
            <legend>{t("head_office.store.services")}</legend>
            <div class="ho-checks">
              {STORE_SERVICES.map((s) => (
                <label>
                  <input type="checkbox" name="services" value={s} checked={services.includes(s)} />
                  {" "}
                  {t(`head_office.services.${s}`)}
                </label>
              ))}
            </div>
          </fieldset>
          {Array.from({ length: CONTACT_SLOTS }, (_, i) => (
            <fieldset>
              <legend>{t("head_office.store.contact", { n: i + 1 })}</legend>
              {(["role", "name", "email", "phone"] as const).map((k) => (
                <Field
                  name={`contact_${i}_${k}`}
                  type={k === "email" ? "email" : "text"}
                  label={t(`head_office.contact.${k}`)}
                  value={text(`contact_${i}_${k}`)}
                  error={errors[`contact_${i}_${k}`]}
                />
              ))}
            </fieldset>
          ))}
        </div>
      </div>
      <p>
        <button type="submit">
          {t(creating ? "head_office.store.create" : "head_office.save")}
        </button>
      </p>
    </form>
  );
}

// Head office's order book page: the header form (vendor on creation, names, season, delivery
// windows) with the styles as rows of text (the import format), the rows that failed with their
// errors, the import (file → preview of every row with its errors → apply), and the styles as
// stored with their catalogue pictures. Plain forms; what was typed is rendered back on an error.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import { inLocale } from "../../lib/catalogue/mod.ts";
import { formatCurrency } from "../../lib/i18n/format.ts";
import { vendorLabel } from "../../lib/nav/labels.ts";
import { WINDOW_SLOTS } from "../../lib/shows/books.ts";
import type { BookPageData, BookPreview } from "../../lib/shows/books_page.ts";
import type { RowReport } from "../../lib/shows/books_rows.ts";
import type { BookStyle } from "../../lib/shows/schema.ts";
import { type Column, DataTable } from "../DataTable.tsx";
import { tableProps, type TableSpec } from "../../lib/forms/table.ts";
import { Field } from "../Field.tsx";
import { VersionField } from "../forms/VersionField.tsx";

type Props = { data: BookPageData; t: TFunction; locale: Locale; url: URL };

/** The book's styles (its CSV link is the page's own import-format download). */
const STYLES: TableSpec<BookStyle> = { id: "styles", columns: styleColumns };

function styleColumns(t: TFunction, locale: Locale): Column<BookStyle>[] {
  const text = (key: string, value: (s: BookStyle) => string, sortable = false) => ({
    key,
    label: t(`show_books.columns.${key}`),
    sortable,
    value,
  });
  const num = (key: "wholesale" | "retail" | "case_pack" | "minimum"): Column<BookStyle> => ({
    key,
    label: t(`show_books.columns.${key}`),
    num: true,
    sortable: true,
    value: (s) => s[key],
    cell: key === "wholesale" || key === "retail"
      ? (s) => formatCurrency(s[key], locale)
      : undefined,
  });
  return [
    {
      key: "image",
      label: t("show_books.columns.image"),
      cell: (s) => s.image && <img src={s.image} alt="" width={48} height={48} />,
    },
    text("style", (s) => s.style_id, true),
    text("name_en", (s) => inLocale(s.name, locale), true),
    text("colour", (s) => s.colours.map((c) => inLocale(c.name, locale)).join(", ")),
    text("sizes", (s) => s.sizes.join(" ")),
    num("wholesale"),
    num("retail"),
    num("case_pack"),
    num("minimum"),
  ];
}

function RowTable({ rows, t }: { rows: RowReport[]; t: TFunction }) {
  // Not a DataTable: the import's rows in file order with each row's errors, to fix the file by.
  return (
    <table class="data" data-book-rows>
      <thead>
        <tr>
          <th class="num">{t("show_books.preview.row")}</th>
          <th>{t("show_books.columns.style")}</th>
          <th>{t("show_books.columns.colour")}</th>
          <th>{t("show_books.columns.name_en")}</th>
          <th>{t("show_books.columns.sizes")}</th>
          <th class="num">{t("show_books.columns.wholesale")}</th>
          <th class="num">{t("show_books.columns.case_pack")}</th>
          <th class="num">{t("show_books.columns.minimum")}</th>
          <th>{t("show_books.preview.result")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.row} data-row={r.row} data-row-ok={r.errors.length ? "false" : "true"}>
            <td class="num">{r.row}</td>
            <td>{r.style}</td>
            <td>{r.colour}</td>
            <td>{r.name}</td>
            <td>{r.sizes}</td>
            <td class="num">{r.wholesale}</td>
            <td class="num">{r.case_pack}</td>
            <td class="num">{r.minimum}</td>
            <td style="min-width:18rem">
              {r.errors.length
                ? (
                  <ul class="field-error" role="alert">
                    {r.errors.map((e) => <li key={e}>{e}</li>)}
                  </ul>
                )
                : r.catalogue
                ? t("show_books.preview.ok_catalogue")
                : t("show_books.preview.ok")}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Preview({ preview, version, t }: { preview: BookPreview; version: string; t: TFunction }) {
  const failed = preview.rows.filter((r) => r.errors.length).length;
  return (
    <section class="card" data-import-preview>
      <h3>{t("show_books.preview.title")}</h3>
      {preview.errors.map((e) => <p key={e} class="error" role="alert">{e}</p>)}
      <p role="status">
        {t("show_books.preview.summary", {
          rows: preview.rows.length,
          failed,
          styles: preview.styles,
        })}
      </p>
      <RowTable rows={preview.rows} t={t} />
      {preview.ok
        ? (
          <form method="post">
            <input type="hidden" name="action" value="apply" />
            <VersionField version={version} />
            <input type="hidden" name="rows" value={preview.text} />
            <p>
              <button type="submit" data-apply-import>{t("show_books.import.apply")}</button>
            </p>
          </form>
        )
        : <p>{t("show_books.preview.fix_first")}</p>}
    </section>
  );
}

export function BookEditor({ data, t, locale, url }: Props) {
  const { values, errors, book } = data;
  const f = (name: string, type: "text" | "date" = "text", max = 120) => (
    <Field
      name={name}
      label={t(`show_books.form.${name.replace(/_\d$/, "")}`)}
      type={type}
      value={values[name] ?? ""}
      error={errors[name]}
      maxLength={type === "date" ? undefined : max}
    />
  );
  return (
    <>
      {data.notice && <p class="notice" role="status">{data.notice}</p>}
      <form method="post" class="card" novalidate data-book-form>
        <input type="hidden" name="action" value={book ? "save" : "create"} />
        <VersionField version={data.version} />
        {errors._ && <p class="error" role="alert">{errors._}</p>}
        {book
          ? (
            <p>
              {t("show_books.form.vendor")}: <strong>{vendorLabel(book.vendor)}</strong>
            </p>
          )
          : (
            <div class="field">
              <label for="field-vendor">{t("show_books.form.vendor")}</label>
              <select
                id="field-vendor"
                name="vendor"
                aria-invalid={errors.vendor ? "true" : undefined}
              >
                <option value="">{t("show_books.form.pick_vendor")}</option>
                {data.vendors.map((v) => (
                  <option
                    key={v.vendor_number}
                    value={v.vendor_number}
                    selected={values.vendor === v.vendor_number}
                  >
                    {v.name} ({v.vendor_number})
                  </option>
                ))}
              </select>
              {errors.vendor && <p class="field-error">{errors.vendor}</p>}
            </div>
          )}
        {f("name_en")}
        {f("name_fr")}
        {f("season", "text", 20)}
        <fieldset>
          <legend>{t("show_books.form.windows")}</legend>
          {WINDOW_SLOTS.map((n) => (
            <div
              key={n}
              data-window={n}
              style="display:grid;grid-template-columns:repeat(auto-fit,minmax(12rem,1fr));gap:0 1rem"
            >
              {f(`start_ship_${n}`, "date")}
              {f(`cancel_date_${n}`, "date")}
            </div>
          ))}
        </fieldset>
        {book && (
          <>
            <Field
              name="styles"
              label={t("show_books.form.styles")}
              type="textarea"
              value={data.stylesText}
              error={errors.styles}
              hint={t("show_books.form.styles_hint")}
              class="wide"
            />
            {data.rowErrors.length > 0 && <RowTable rows={data.rowErrors} t={t} />}
          </>
        )}
        <p>
          <button type="submit">
            {t(book ? "show_books.form.save" : "show_books.form.create")}
          </button>
        </p>
      </form>
      {book && (
        <>
          <h2>{t("show_books.add.title")}</h2>
          <form method="post" class="card" novalidate data-add-style>
            <input type="hidden" name="action" value="add_style" />
            <VersionField version={data.version} />
            <p class="hint">{t("show_books.add.intro")}</p>
            <div style="display:grid;grid-template-columns:repeat(auto-fit,minmax(10rem,1fr));gap:0 1rem">
              <Field
                name="add_style"
                label={t("show_books.columns.style")}
                value={values.add_style ?? ""}
                error={errors.add_style}
                maxLength={20}
              />
              <Field
                name="add_wholesale"
                label={t("show_books.columns.wholesale")}
                type="float"
                value={values.add_wholesale ?? ""}
              />
              <Field
                name="add_case_pack"
                label={t("show_books.columns.case_pack")}
                type="int"
                value={values.add_case_pack ?? "1"}
              />
              <Field
                name="add_minimum"
                label={t("show_books.columns.minimum")}
                type="int"
                value={values.add_minimum ?? "0"}
              />
            </div>
            <p>
              <button type="submit" class="secondary">{t("show_books.add.submit")}</button>
            </p>
          </form>
          <h2>{t("show_books.import.title")}</h2>
          <form method="post" enctype="multipart/form-data" class="card" data-book-import>
            <input type="hidden" name="action" value="preview" />
            <p>{t("show_books.import.intro")}</p>
            <Field
              name="file"
              type="file"
              label={t("show_books.import.file")}
              error={errors.file}
              accept=".csv,.xlsx"
            />
            <p>
              <button type="submit" class="secondary">{t("show_books.import.preview")}</button>
            </p>
          </form>
          {data.preview && <Preview preview={data.preview} version={data.version} t={t} />}
          <h2>{t("show_books.styles_title", { count: data.styles.length })}</h2>
          {/* The page's own CSV link gives the styles in the import format (it reads back). */}
          <DataTable
            {...tableProps(STYLES, t, locale)}
            rows={data.styles}
            url={url}
            csv={false}
            rowAttrs={(s) => ({ "data-style": s.style_id })}
            tableAttrs={{ "data-book-styles": "" }}
          />
        </>
      )}
    </>
  );
}

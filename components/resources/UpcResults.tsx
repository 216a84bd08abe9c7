// The UPC validation form (paste, upload, check or download CSV) and its results table.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import type { UpcResult } from "../../lib/gs1/validate.ts";
import { formatNumber } from "../../lib/i18n/format.ts";
import { Field } from "../Field.tsx";
import { DataTable } from "../DataTable.tsx";
import type { Column } from "../../lib/forms/table.ts";
import type { FieldErrors } from "../../lib/forms/mod.ts";

export function UpcForm(
  { t, text, errors }: { t: TFunction; text: string; errors: FieldErrors },
) {
  return (
    <form method="post" encType="multipart/form-data" class="card" novalidate data-upc-form>
      <Field
        name="codes"
        type="textarea"
        label={t("resources.upc.codes")}
        hint={t("resources.upc.codes_hint")}
        value={text}
        error={errors.codes ?? null}
      />
      <Field
        id="upc-file"
        type="file"
        name="file"
        label={t("resources.upc.file")}
        accept=".csv,.txt,text/csv,text/plain"
        hint={t("resources.upc.file_hint")}
        error={errors.file ?? null}
      />
      <p class="actions">
        <button type="submit" name="format" value="html">{t("resources.upc.check")}</button>{" "}
        <button type="submit" name="format" value="csv" class="secondary">
          {t("resources.upc.download_csv")}
        </button>
      </p>
    </form>
  );
}

// The results of a POST: no sort links or CSV link (a GET would lose them); the form's own
// "Download CSV" button gives the same rows.
function upcColumns(t: TFunction): Column<UpcResult>[] {
  const code = (key: "gtin14" | "upca") => ({
    key,
    label: t(`resources.upc.col.${key}`),
    cell: (r: UpcResult) => <code>{r[key] ?? "—"}</code>,
  });
  return [
    { key: "input", label: t("resources.upc.col.input"), cell: (r) => <code>{r.input}</code> },
    {
      key: "valid",
      label: t("resources.upc.col.valid"),
      cell: (r) => r.valid ? t("resources.upc.yes") : t("resources.upc.no"),
    },
    {
      key: "type",
      label: t("resources.upc.col.type"),
      cell: (r) => (
        <>
          {r.type ?? "—"}
          {r.alternatives.map((a) => (
            <div class="muted" data-alternative>
              {t("resources.upc.also", { type: a.type, gtin14: a.gtin14 })}
            </div>
          ))}
        </>
      ),
    },
    code("gtin14"),
    code("upca"),
    {
      key: "restricted",
      label: t("resources.upc.col.restricted"),
      cell: (r) => r.restricted ? t(`resources.upc.restriction.${r.restricted}`) : "—",
    },
    {
      key: "suggestion",
      label: t("resources.upc.col.suggestion"),
      cell: (r) =>
        r.suggestion
          ? <span data-suggestion>{t("resources.upc.suggest", { code: r.suggestion })}</span>
          : "—",
    },
    {
      key: "item",
      label: t("resources.upc.col.item"),
      cell: (r) =>
        r.item
          ? (
            <a href={`/dashboards/item/${encodeURIComponent(r.item.item_number)}`}>
              {r.item.item_number} · {r.item.description}
            </a>
          )
          : r.valid
          ? t("resources.upc.not_in_catalogue")
          : "—",
    },
  ];
}

export function UpcResults(
  { t, locale, results, url }: { t: TFunction; locale: Locale; results: UpcResult[]; url: URL },
) {
  const valid = results.filter((r) => r.valid).length;
  return (
    <section aria-labelledby="upc-results">
      <h2 id="upc-results">{t("resources.upc.results")}</h2>
      <p data-upc-summary>
        {t("resources.upc.summary", {
          valid: formatNumber(valid, locale),
          total: formatNumber(results.length, locale),
        })}
      </p>
      <DataTable
        id="upc-table"
        t={t}
        url={url}
        columns={upcColumns(t)}
        rows={results}
        pageSize={0}
        csv={false}
        tableAttrs={{ "data-upc-results": "" }}
        rowAttrs={(r): Record<string, string> => r.valid ? {} : { class: "invalid" }}
      />
    </section>
  );
}

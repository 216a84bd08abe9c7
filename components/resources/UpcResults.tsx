// The UPC validation form (paste, upload, check or download CSV) and its results table.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import type { UpcResult } from "../../lib/gs1/validate.ts";
import { formatNumber } from "../../lib/i18n/format.ts";
import { Field } from "../Field.tsx";

export function UpcForm(
  { t, text, errors }: { t: TFunction; text: string; errors: Record<string, string> },
) {
  return (
    <form method="post" encType="multipart/form-data" class="card" novalidate data-upc-form>
      <Field
        name="codes"
        type="textarea"
        label={t("resources.upc.codes")}
        hint={t("resources.upc.codes_hint")}
        value={text}
        error={errors.codes ? t(errors.codes) : null}
      />
      <div class="field">
        <label for="upc-file">{t("resources.upc.file")}</label>
        <input
          id="upc-file"
          type="file"
          name="file"
          accept=".csv,.txt,text/csv,text/plain"
          aria-describedby={errors.file ? "upc-file-hint upc-file-error" : "upc-file-hint"}
          aria-invalid={errors.file ? "true" : undefined}
        />
        <p class="hint" id="upc-file-hint">{t("resources.upc.file_hint")}</p>
        {errors.file && <p class="field-error" id="upc-file-error">{t(errors.file)}</p>}
      </div>
      <p class="actions">
        <button type="submit" name="format" value="html">{t("resources.upc.check")}</button>{" "}
        <button type="submit" name="format" value="csv" class="secondary">
          {t("resources.upc.download_csv")}
        </button>
      </p>
    </form>
  );
}

export function UpcResults(
  { t, locale, results }: { t: TFunction; locale: Locale; results: UpcResult[] },
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
      <div class="table-wrap">
        <table data-upc-results>
          <thead>
            <tr>
              {["input", "valid", "type", "gtin14", "upca", "restricted", "suggestion", "item"]
                .map((c) => <th key={c} scope="col">{t(`resources.upc.col.${c}`)}</th>)}
            </tr>
          </thead>
          <tbody>
            {results.map((r) => (
              <tr class={r.valid ? undefined : "invalid"}>
                <td>
                  <code>{r.input}</code>
                </td>
                <td>{r.valid ? t("resources.upc.yes") : t("resources.upc.no")}</td>
                <td>
                  {r.type ?? "—"}
                  {r.alternatives.map((a) => (
                    <div class="muted" data-alternative>
                      {t("resources.upc.also", { type: a.type, gtin14: a.gtin14 })}
                    </div>
                  ))}
                </td>
                <td>
                  <code>{r.gtin14 ?? "—"}</code>
                </td>
                <td>
                  <code>{r.upca ?? "—"}</code>
                </td>
                <td>{r.restricted ? t(`resources.upc.restriction.${r.restricted}`) : "—"}</td>
                <td>
                  {r.suggestion
                    ? (
                      <span data-suggestion>
                        {t("resources.upc.suggest", { code: r.suggestion })}
                      </span>
                    )
                    : "—"}
                </td>
                <td>
                  {r.item
                    ? (
                      <a href={`/dashboards/item/${encodeURIComponent(r.item.item_number)}`}>
                        {r.item.item_number} · {r.item.description}
                      </a>
                    )
                    : r.valid
                    ? t("resources.upc.not_in_catalogue")
                    : "—"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

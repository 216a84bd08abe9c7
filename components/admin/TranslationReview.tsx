// /admin/translations: the filter form, the counts and one edit form per phrase (plain HTML forms;
// they work without JavaScript). Approving saves the typed output as the approved translation.
import type { TFunction } from "i18next";
import { type Locale, LOCALES } from "../../lib/i18n/locales.ts";
import { formatDateTime, formatNumber } from "../../lib/i18n/format.ts";
import type {
  Translation,
  TranslationFilter,
  TranslationStatus,
} from "../../lib/i18n/translate.ts";
import { ConfirmSubmit } from "../forms/ConfirmSubmit.tsx";

export interface TranslationReviewProps {
  t: TFunction;
  locale: Locale;
  filter: TranslationFilter;
  counts: Record<TranslationStatus, number>;
  items: Translation[];
  /** The page's own URL (path and query), to come back to after a POST. */
  returnTo: string;
  /** Validation messages and what was typed, by translation id, after a failed save. */
  errors?: Record<string, string>;
  typed?: Record<string, string>;
}

const STATUSES: TranslationStatus[] = ["missing", "machine", "approved"];

/** A filter's select: every value, or one of `options` ([value, label]). */
function FilterSelect(
  { label, name, all, options, selected }: {
    label: string;
    name: string;
    all: string;
    options: [string, string][];
    selected: string | undefined;
  },
) {
  return (
    <label>
      {label}
      <select name={name}>
        <option value="">{all}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value} selected={selected === value}>{text}</option>
        ))}
      </select>
    </label>
  );
}

export function TranslationReview(props: TranslationReviewProps) {
  const { t, locale, filter, counts, items, returnTo, errors = {}, typed = {} } = props;
  return (
    <>
      <ul class="summary">
        {STATUSES.map((status) => (
          <li key={status}>
            {t("admin_translations.count", {
              status: t(`admin_translations.status.${status}`),
              n: formatNumber(counts[status], locale),
            })}
          </li>
        ))}
      </ul>
      <form method="get" class="filters card" aria-label={t("admin_translations.filters")}>
        <FilterSelect
          label={t("admin_translations.locale")}
          name="locale"
          all={t("admin_translations.all")}
          options={LOCALES.map((l) => [l, t(`language.name.${l}`)])}
          selected={filter.locale}
        />
        <FilterSelect
          label={t("admin_translations.status_label")}
          name="status"
          all={t("admin_translations.all")}
          options={STATUSES.map((s) => [s, t(`admin_translations.status.${s}`)])}
          selected={filter.status}
        />
        <label>
          {t("admin_translations.block")}
          <input type="text" name="block" value={filter.block ?? ""} maxLength={200} />
        </label>
        <button type="submit">{t("admin_translations.filter")}</button>
      </form>
      {items.length === 0
        ? <p class="muted">{t("admin_translations.empty")}</p>
        : (
          <ol class="translation-list">
            {items.map((item) => {
              const error = errors[item.id];
              const fieldId = `output-${item.locale}-${item.id.slice(0, 16)}`;
              return (
                <li key={`${item.locale}/${item.block}/${item.id}`} class="card">
                  <p class="muted">
                    {t("admin_translations.meta", {
                      block: item.block,
                      locale: t(`language.name.${item.locale}`),
                      status: t(`admin_translations.status.${item.status}`),
                      updated: formatDateTime(item.updated_at, locale),
                    })}
                  </p>
                  <form method="post">
                    <input type="hidden" name="locale" value={item.locale} />
                    <input type="hidden" name="block" value={item.block} />
                    <input type="hidden" name="id" value={item.id} />
                    <input type="hidden" name="return_to" value={returnTo} />
                    <p>
                      <span class="label">{t("admin_translations.phrase")}</span>
                      <q lang="en">{item.phrase}</q>
                    </p>
                    <label for={fieldId}>{t("admin_translations.output")}</label>
                    <textarea
                      id={fieldId}
                      name="output"
                      rows={2}
                      lang={item.locale}
                      aria-invalid={error ? "true" : undefined}
                      aria-describedby={error ? `${fieldId}-error` : undefined}
                    >
                      {typed[item.id] ?? (item.status === "missing" ? "" : item.output)}
                    </textarea>
                    {error && <p id={`${fieldId}-error`} class="field-error">{error}</p>}
                    <p>
                      <button type="submit" name="action" value="approve">
                        {t("admin_translations.approve")}
                      </button>{" "}
                      <ConfirmSubmit
                        name="action"
                        value="delete"
                        question={t("common.confirm.delete", { what: item.output || item.id })}
                      >
                        {t("admin_translations.delete")}
                      </ConfirmSubmit>
                    </p>
                  </form>
                </li>
              );
            })}
          </ol>
        )}
    </>
  );
}

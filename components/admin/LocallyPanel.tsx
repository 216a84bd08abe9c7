// /admin/locally: where the feed goes, the schedule form, the last run with its problems, and a
// preview of the feed (built by a task, with its time; "being built" until the first one exists).
import type { TFunction } from "i18next";
import type {
  FeedPreview,
  FeedProblem,
  FeedRow,
  LocallyRun,
  LocallySettings,
} from "../../lib/admin/locally.ts";
import type { Column } from "../../lib/forms/table.ts";
import { DataTable } from "../DataTable.tsx";
import { VersionField } from "../forms/VersionField.tsx";
import { ActionForm } from "../forms/ActionForm.tsx";
import { Field } from "../Field.tsx";
import { FORM_ERROR } from "../../lib/forms/mod.ts";
import { codeColumn, numberColumn } from "./columns.tsx";

export interface LocallyPanelProps {
  t: TFunction;
  target: string | null;
  settings: LocallySettings;
  values: { enabled: boolean; hour: string };
  errors: Record<string, string>;
  lastRun: LocallyRun | null;
  nextAt: string | null;
  preview: FeedPreview | null;
  formatTime: (iso: string) => string;
  formatMoney: (cents: number) => string;
  url: URL;
  /** The version the settings were read at (lib/forms/version.ts). */
  version: string;
}

export const PREVIEW_TABLE = "preview";

/** The preview's first lines of the feed: sortable, and the same lines as CSV. */
export function previewColumns(
  t: TFunction,
  formatMoney: (cents: number) => string,
): Column<FeedRow>[] {
  const money = (key: "price_cents" | "sale_cents", label: string): Column<FeedRow> => ({
    key,
    label,
    num: true,
    sortable: true,
    decimals: 2,
    value: (r) => (r[key] === null ? null : r[key]! / 100),
    cell: (r) => (r[key] === null ? "—" : formatMoney(r[key]!)),
  });
  return [
    numberColumn("store", t("admin_locally.store"), (r) => r.store),
    codeColumn("barcode", t("admin_locally.barcode"), (r) => r.barcode),
    numberColumn("quantity", t("admin_locally.quantity"), (r) => r.quantity),
    money("price_cents", t("admin_locally.price")),
    money("sale_cents", t("admin_locally.sale_price")),
  ];
}

function Problems({ t, problems }: { t: TFunction; problems: FeedProblem[] }) {
  return (
    <ul data-problems>
      {problems.map((p) => (
        <li>{t(`admin_locally.problems.${p.reason}`, { item: p.item, store: p.store })}</li>
      ))}
    </ul>
  );
}

export function LocallyPanel(props: LocallyPanelProps) {
  const { t, target, values, errors, lastRun, nextAt, preview, formatTime, version } = props;
  return (
    <>
      <p data-target>
        {target ? t("admin_locally.target", { host: target }) : t("admin_locally.no_target")}
      </p>
      <form method="post" class="admin-form">
        {errors[FORM_ERROR] && <p class="field-error" role="alert">{errors[FORM_ERROR]}</p>}
        <input type="hidden" name="action" value="save" />
        <VersionField version={version} />
        <label class="check">
          <input type="checkbox" name="enabled" value="on" checked={values.enabled} />{" "}
          {t("admin_locally.enabled")}
        </label>
        <Field
          name="hour"
          type="int"
          min="0"
          max="23"
          label={t("admin_locally.hour")}
          value={values.hour}
          error={errors.hour}
        />
        <button type="submit">{t("admin_locally.save")}</button>
      </form>
      <p data-next>
        {nextAt ? t("admin_locally.next", { at: formatTime(nextAt) }) : t("admin_locally.off")}
      </p>
      <ActionForm action="run">{t("admin_locally.run_now")}</ActionForm>

      <h2>{t("admin_locally.last_run")}</h2>
      {!lastRun ? <p class="muted">{t("admin_locally.never_run")}</p> : (
        <>
          <p data-last-status={lastRun.status}>
            {t(`admin_locally.status.${lastRun.status}`, {
              at: formatTime(lastRun.at),
              rows: lastRun.rows,
              stores: lastRun.stores,
              status: lastRun.http_status ?? "—",
            })} <a href={`/tasks/${lastRun.task}`}>{t("admin_locally.task")}</a>
          </p>
          {lastRun.skipped > 0 && (
            <>
              <p>{t("admin_locally.skipped", { count: lastRun.skipped })}</p>
              <Problems t={t} problems={lastRun.problems} />
            </>
          )}
        </>
      )}

      <h2>{t("admin_locally.preview")}</h2>
      {preview
        ? <LocallyPreview {...props} preview={preview} />
        : <p data-preview="pending">{t("admin_locally.preview_pending")}</p>}
    </>
  );
}

/** The stored preview (built by a task): its counts, first lines and what was left out. */
function LocallyPreview(
  { t, preview, formatTime, formatMoney, url }: LocallyPanelProps & { preview: FeedPreview },
) {
  return (
    <>
      <p>
        {t("admin_locally.preview_built", {
          at: formatTime(preview.at),
          rows: preview.total,
          stores: preview.stores,
          shown: preview.rows.length,
        })}
      </p>
      <DataTable
        id={PREVIEW_TABLE}
        t={t}
        url={url}
        columns={previewColumns(t, formatMoney)}
        rows={preview.rows}
        tableAttrs={{ "data-preview": "true" }}
      />
      {preview.skipped > 0 && (
        <>
          <p>{t("admin_locally.skipped", { count: preview.skipped })}</p>
          <Problems t={t} problems={preview.problems} />
        </>
      )}
    </>
  );
}

// /admin/locally: where the feed goes, the schedule form, the last run with its problems, and a
// preview of the feed (built by a task, with its time; "being built" until the first one exists).
import type { TFunction } from "i18next";
import type {
  FeedPreview,
  FeedProblem,
  LocallyRun,
  LocallySettings,
} from "../../lib/admin/locally.ts";

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
  const { t, target, values, errors, lastRun, nextAt, preview, formatTime } = props;
  return (
    <>
      <p data-target>
        {target ? t("admin_locally.target", { host: target }) : t("admin_locally.no_target")}
      </p>
      <form method="post" class="admin-form">
        <input type="hidden" name="action" value="save" />
        <label class="check">
          <input type="checkbox" name="enabled" value="on" checked={values.enabled} />{" "}
          {t("admin_locally.enabled")}
        </label>
        <div class="field">
          <label for="field-hour">{t("admin_locally.hour")}</label>
          <input
            id="field-hour"
            name="hour"
            type="number"
            min="0"
            max="23"
            step="1"
            value={values.hour}
            aria-invalid={errors.hour ? "true" : undefined}
          />
          {errors.hour && <p class="field-error" id="field-hour-error">{errors.hour}</p>}
        </div>
        <button type="submit">{t("admin_locally.save")}</button>
      </form>
      <p data-next>
        {nextAt ? t("admin_locally.next", { at: formatTime(nextAt) }) : t("admin_locally.off")}
      </p>
      <form method="post">
        <input type="hidden" name="action" value="run" />
        <button type="submit">{t("admin_locally.run_now")}</button>
      </form>

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
  { t, preview, formatTime, formatMoney }: LocallyPanelProps & { preview: FeedPreview },
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
      <div class="table-wrap">
        <table data-preview>
          <thead>
            <tr>
              <th scope="col">{t("admin_locally.store")}</th>
              <th scope="col">{t("admin_locally.barcode")}</th>
              <th scope="col" class="num">{t("admin_locally.quantity")}</th>
              <th scope="col" class="num">{t("admin_locally.price")}</th>
              <th scope="col" class="num">{t("admin_locally.sale_price")}</th>
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((r) => (
              <tr>
                <td>{r.store}</td>
                <td>
                  <code>{r.barcode}</code>
                </td>
                <td class="num">{r.quantity}</td>
                <td class="num">{formatMoney(r.price_cents)}</td>
                <td class="num">{r.sale_cents === null ? "—" : formatMoney(r.sale_cents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {preview.skipped > 0 && (
        <>
          <p>{t("admin_locally.skipped", { count: preview.skipped })}</p>
          <Problems t={t} problems={preview.problems} />
        </>
      )}
    </>
  );
}

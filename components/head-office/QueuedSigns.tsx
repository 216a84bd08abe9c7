// /resources/signage-generator: the shelf signs head office's price schedule queued for one of the
// user's stores — a PDF of the ones still to print, and a form marking the chosen ones printed.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import type { QueueRow } from "../../lib/head_office/sign_queue.ts";
import { formatCurrency, formatDate, formatDateTime } from "../../lib/i18n/format.ts";

export interface QueuedSignsView {
  store: number;
  stores: { number: number; name: string }[];
  rows: QueueRow[];
  error: string | null;
  marked: number | null;
}

const ACTION = "/resources/signage-generator";

export function QueuedSigns(
  { t, locale, view }: { t: TFunction; locale: Locale; view: QueuedSignsView },
) {
  const toPrint = view.rows.filter((r) => !r.sign.printed_at).length;
  const pdf = `${ACTION}?${new URLSearchParams({ queue_store: String(view.store), queue: "pdf" })}`;
  return (
    <section class="card no-print" id="queued-signs" aria-labelledby="queued-signs-heading">
      <h2 id="queued-signs-heading">{t("head_office.signs.heading", { store: view.store })}</h2>
      {view.stores.length > 1 && (
        <form method="get" action={`${ACTION}#queued-signs`} class="filters">
          <label>
            {t("head_office.signs.store")}{" "}
            <select name="queue_store">
              {view.stores.map((s) => (
                <option value={String(s.number)} selected={s.number === view.store}>
                  {`${s.number} · ${s.name}`}
                </option>
              ))}
            </select>
          </label>{" "}
          <button type="submit" class="secondary">{t("head_office.signs.show")}</button>
        </form>
      )}
      {view.marked !== null && (
        <p class="notice" role="status">{t("head_office.signs.marked", { count: view.marked })}</p>
      )}
      {view.rows.length === 0
        ? <p data-queue-empty>{t("head_office.signs.none")}</p>
        : (
          <form method="post" action={ACTION} novalidate data-queue-form>
            <input type="hidden" name="queue_store" value={String(view.store)} />
            <p>
              {t("head_office.signs.to_print", { count: toPrint })}{" "}
              {toPrint > 0 && (
                <a class="button" href={pdf} data-queue-pdf>{t("head_office.signs.pdf")}</a>
              )}
            </p>
            {view.error && <p class="field-error" role="alert">{view.error}</p>}
            <div class="table-wrap">
              {
                /* A form whose rows are inputs (each sign ticked, posted together): paging or
                  sorting links would drop the ticks, so not a DataTable. */
              }
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t("head_office.signs.pick_col")}</th>
                    <th scope="col">{t("head_office.item")}</th>
                    <th scope="col">{t("head_office.description")}</th>
                    <th scope="col" class="num">{t("head_office.signs.price")}</th>
                    <th scope="col">{t("head_office.signs.starts")}</th>
                    <th scope="col">{t("head_office.signs.printed")}</th>
                  </tr>
                </thead>
                <tbody>
                  {view.rows.map(({ sign, description }) => (
                    <tr data-queued-sign={sign.change_id}>
                      <td>
                        <input
                          type="checkbox"
                          name="signs"
                          value={sign.change_id}
                          aria-label={sign.item_number}
                          checked={!sign.printed_at}
                        />
                      </td>
                      <td>{sign.item_number}</td>
                      <td>{description}</td>
                      <td class="num">{formatCurrency(sign.price_cents / 100, locale)}</td>
                      <td>{formatDate(sign.starts_on, locale)}</td>
                      <td>
                        {sign.printed_at
                          ? formatDateTime(sign.printed_at, locale)
                          : t("head_office.signs.not_printed")}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p>
              <button type="submit">{t("head_office.signs.mark")}</button>
            </p>
          </form>
        )}
    </section>
  );
}

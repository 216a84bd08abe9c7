// Head office sends each vendor its lines of a show (lib/shows/vendor_export.ts): one row per
// vendor with booked orders, when it was last sent and by whom, and CSV / XLSX buttons that
// download the lines and record them as sent.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import { formatDateTime } from "../../lib/i18n/format.ts";
import type { SentMark } from "../../lib/shows/vendor_export.ts";
import { personName } from "../../lib/nav/labels.ts";
import { Vendor } from "../Vendor.tsx";

export function VendorExports(
  { show, vendors, sent, t, locale }: {
    show: string;
    vendors: string[];
    sent: Record<string, SentMark>;
    t: TFunction;
    locale: Locale;
  },
) {
  return (
    <section aria-labelledby="vendor-exports">
      <h2 id="vendor-exports">{t("shows.export.title")}</h2>
      <p class="hint">{t("shows.export.hint")}</p>
      {/* Not a DataTable: each row is a form that sends the vendor its lines (XLSX or CSV). */}
      <table class="data">
        <thead>
          <tr>
            <th>{t("shows.vendor")}</th>
            <th>{t("shows.export.sent")}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {vendors.map((v) => {
            const mark = sent[v];
            return (
              <tr key={v} data-vendor-export={v}>
                <td>
                  <Vendor code={v} />
                </td>
                <td data-sent={mark ? "yes" : "no"}>
                  {mark
                    ? t("shows.export.sent_by", {
                      by: personName(mark.by),
                      at: formatDateTime(mark.at, locale),
                      lines: mark.lines,
                    })
                    : t("shows.export.not_sent")}
                </td>
                <td>
                  <form
                    method="post"
                    action={`?show=${encodeURIComponent(show)}`}
                    class="inline"
                  >
                    <input type="hidden" name="vendor" value={v} />
                    <button type="submit" name="format" value="xlsx" class="secondary">
                      {t("shows.export.xlsx")}
                    </button>{" "}
                    <button type="submit" name="format" value="csv" class="secondary">
                      {t("shows.export.csv")}
                    </button>
                  </form>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

// A report result: sortable (links), figures formatted per locale, export links.
import type { TFunction } from "i18next";
import { reportHeaders, type ReportResult } from "../../lib/sales/reports.ts";
import type { Fmt } from "../../lib/sales/format.ts";

export function ReportTable(
  { result, t, f, url, sort, dir }: {
    result: ReportResult;
    t: TFunction;
    f: Fmt;
    url: URL;
    sort: number;
    dir: "asc" | "desc";
  },
) {
  const dims = result.definition.dimensions.length;
  const headers = reportHeaders(result, t);
  const format = (i: number, v: string | number | null) => {
    if (i < dims || typeof v !== "number") return v ?? "—";
    const m = result.definition.measures[i - dims];
    if (m === "sales" || m === "cost" || m === "margin" || m === "sales_ly") {
      return f.money(Math.round(v * 100), 2);
    }
    if (m === "margin_pct" || m === "sell_through" || m === "sales_vs_ly") return f.pct(v);
    if (m === "weeks_of_supply") return f.count(v, 1);
    return f.count(v);
  };
  const link = (i: number) => {
    const u = new URL(url);
    u.searchParams.set("sort", String(i));
    u.searchParams.set("dir", sort === i && dir === "desc" ? "asc" : "desc");
    return u.pathname + u.search;
  };
  const exp = (format: string) => {
    const u = new URL(url);
    u.searchParams.set("format", format);
    return u.pathname + u.search;
  };
  return (
    <>
      <p>
        <a class="button secondary" href={exp("csv")} download>{t("reporting.export_csv")}</a>{" "}
        <a class="button secondary" href={exp("xlsx")} download>{t("reporting.export_xlsx")}</a>
      </p>
      <div class="table-wrap">
        <table>
          <caption>{t("reporting.rows", { rows: f.count(result.rows.length) })}</caption>
          <thead>
            <tr>
              {headers.map((h, i) => (
                <th
                  scope="col"
                  class={i >= dims ? "num" : undefined}
                  aria-sort={sort === i ? (dir === "asc" ? "ascending" : "descending") : undefined}
                >
                  <a href={link(i)}>{h}{sort === i ? (dir === "asc" ? " ▲" : " ▼") : ""}</a>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {result.rows.slice(0, 2000).map((r) => (
              <tr>
                {r.map((v, i) => (
                  <td key={i} class={i >= dims ? "num" : undefined}>{format(i, v)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {result.rows.length > 2000 && <p class="hint">{t("reporting.truncated")}</p>}
    </>
  );
}

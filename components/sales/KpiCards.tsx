// KPI cards: the store's figure, last year's and the change, and next to it the anonymised group
// median and quartiles of stores of similar size (no other store is ever named).
import type { TFunction } from "i18next";
import type { Kpi } from "../../lib/sales/dashboards.ts";
import type { Fmt } from "../../lib/sales/format.ts";

export function formatKpi(kpi: Pick<Kpi, "kind">, value: number | null, f: Fmt) {
  return kpi.kind === "money"
    ? f.money(value)
    : kpi.kind === "ratio"
    ? f.pct(value)
    : f.count(value);
}

export function KpiCards({ kpis, t, f }: { kpis: Kpi[]; t: TFunction; f: Fmt }) {
  return (
    <ul class="kpis">
      {kpis.map((k) => (
        <li class="card kpi">
          <h3 title={t(`dashboards.kpi_formula.${k.key}`)}>{t(`dashboards.kpi.${k.key}`)}</h3>
          <p class="kpi-value">{formatKpi(k, k.value, f)}</p>
          <p class="kpi-ly">
            {t("dashboards.last_year")}: {formatKpi(k, k.lastYear, f)}{" "}
            <span class={k.change !== null && k.change < 0 ? "down" : "up"}>
              ({k.kind === "ratio" ? f.points(k.change) : f.signedPct(k.change)})
            </span>
          </p>
          {k.peers
            ? (
              <p class="kpi-peers">
                {t("dashboards.peers", {
                  median: formatKpi(k, k.peers.median, f),
                  q1: formatKpi(k, k.peers.q1, f),
                  q3: formatKpi(k, k.peers.q3, f),
                  n: k.peers.n,
                })}
              </p>
            )
            : <p class="kpi-peers muted">{t("dashboards.no_peers")}</p>}
          <p class="hint">{t(`dashboards.kpi_formula.${k.key}`)}</p>
        </li>
      ))}
    </ul>
  );
}

export interface Figure {
  label: string;
  /** The figure's definition, shown on hover (lib/sales/formulas.ts names it). */
  title?: string;
  value: string;
  /** Last year's figure and the change, already formatted. */
  lastYear?: { value: string; change: string };
}

/** Plain figure cards (no peer benchmark): group, vendor and customer totals. */
export function FigureCards({ figures, t }: { figures: Figure[]; t: TFunction }) {
  return (
    <ul class="kpis">
      {figures.map((figure) => (
        <li class="card kpi">
          <h3 title={figure.title}>{figure.label}</h3>
          <p class="kpi-value">{figure.value}</p>
          {figure.lastYear && (
            <p class="kpi-ly">
              {t("dashboards.last_year")}: {figure.lastYear.value} ({figure.lastYear.change})
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

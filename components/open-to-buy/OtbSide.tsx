// Beside the plan grid: the formulas in words, the seeding form, the peer bands and the revisions.
import { VersionField } from "../forms/VersionField.tsx";
import type { TFunction } from "i18next";
import type { FieldErrors, FormValues } from "../../lib/forms/mod.ts";
import { FORM_ERROR } from "../../lib/forms/mod.ts";
import type { Fmt } from "../../lib/sales/format.ts";
import type { StockMethod } from "../../lib/otb/formulas.ts";
import type { Band, PeerBands } from "../../lib/otb/peers.ts";
import { MIN_PEERS } from "../../lib/otb/peers.ts";
import type { DiffEntry, Revision } from "../../lib/otb/store.ts";
import type { OtbView } from "../../lib/otb/view.ts";
import { personName } from "../../lib/nav/labels.ts";

export function OtbFormulas(
  { t, imu, f, method }: { t: TFunction; imu: number; f: Fmt; method: StockMethod | null },
) {
  return (
    <details class="otb-formulas" open>
      <summary>{t("open_to_buy.formulas_title")}</summary>
      <ul>
        <li>{t("open_to_buy.formula.bom")}</li>
        <li>{t("open_to_buy.formula.receipts")}</li>
        <li>{t("open_to_buy.formula.otb")}</li>
        <li>{t("open_to_buy.formula.holdback")}</li>
        <li>{t("open_to_buy.formula.cost", { imu: f.pct(imu) })}</li>
        <li>{t("open_to_buy.formula.actuals")}</li>
        {method && (
          <li>
            {method.kind === "ssr"
              ? t("open_to_buy.formula.ssr", { value: f.count(method.ssr, 2) })
              : t("open_to_buy.formula.wos", { value: f.count(method.wos, 1) })}
          </li>
        )}
      </ul>
    </details>
  );
}

export function OtbSeedForm(
  { view, t, form }: {
    view: OtbView;
    t: TFunction;
    form: { values: FormValues; errors: FieldErrors } | null;
  },
) {
  const approved = view.detail?.plan?.status === "approved";
  const errors = form?.errors ?? {};
  const v = (name: string, fallback: string) => {
    const typed = form?.values[name];
    return typeof typed === "string" ? typed : fallback;
  };
  const field = (name: string, fallback: string) => (
    <label>
      {t(`open_to_buy.field.${name}`)}
      <input
        name={name}
        id={`seed-${name}`}
        value={v(name, fallback)}
        inputMode="decimal"
        size={6}
        aria-invalid={errors[name] ? "true" : undefined}
        aria-describedby={errors[name] ? `seed-${name}-error` : undefined}
      />
      {errors[name] && <span class="field-error" id={`seed-${name}-error`}>{errors[name]}</span>}
    </label>
  );
  const method = v("method", "ssr");
  return (
    <form method="post" class="otb-seed card" novalidate>
      <h3>{t("open_to_buy.seed_title")}</h3>
      <p class="hint">
        {t(approved ? "open_to_buy.seed_hint_whatif" : "open_to_buy.seed_hint")}
      </p>
      {errors[FORM_ERROR] && <p class="field-error" role="alert">{errors[FORM_ERROR]}</p>}
      <input type="hidden" name="action" value="seed" />
      <VersionField version={view.detail?.version ?? ""} />
      <div class="otb-params">
        {field("growth", "5")}
        <label>
          {t("open_to_buy.field.method")}
          <select name="method" id="seed-method">
            <option value="ssr" selected={method === "ssr"}>{t("open_to_buy.method.ssr")}</option>
            <option value="wos" selected={method === "wos"}>{t("open_to_buy.method.wos")}</option>
          </select>
          {errors.method && <span class="field-error">{errors.method}</span>}
        </label>
        {field("method_value", "3")}
        {field("imu", "45")}
        {field("holdback", "5")}
      </div>
      <button type="submit" class="secondary">{t("open_to_buy.seed_button")}</button>
    </form>
  );
}

function BandCells({ band, own, f, pct }: {
  band: Band | null;
  own: number | null;
  f: Fmt;
  pct?: boolean;
}) {
  const show = (v: number | null) => pct ? f.pct(v) : f.count(v, 2);
  return (
    <>
      <td class="num">{show(own)}</td>
      <td class="num">{band ? show(band.q1) : "—"}</td>
      <td class="num">{band ? show(band.median) : "—"}</td>
      <td class="num">{band ? show(band.q3) : "—"}</td>
    </>
  );
}

export function OtbPeers({ peers, t, f }: { peers: PeerBands | null; t: TFunction; f: Fmt }) {
  if (!peers) return null;
  return (
    <section aria-labelledby="otb-peers">
      <h3 id="otb-peers">{t("open_to_buy.peers_title")}</h3>
      {peers.cohort < MIN_PEERS
        ? <p class="muted">{t("open_to_buy.peers_hidden", { min: MIN_PEERS })}</p>
        : (
          <>
            <p class="hint">{t("open_to_buy.peers_hint", { count: peers.cohort })}</p>
            <div class="table-wrap">
              {/* Not a DataTable: a fixed grid (measures × own, quartiles, median), not records. */}
              <table class="otb-table">
                <thead>
                  <tr>
                    <th scope="col">{t("open_to_buy.peers_measure")}</th>
                    <th scope="col" class="num">{t("open_to_buy.peers_own")}</th>
                    <th scope="col" class="num">{t("open_to_buy.peers_q1")}</th>
                    <th scope="col" class="num">{t("open_to_buy.peers_median")}</th>
                    <th scope="col" class="num">{t("open_to_buy.peers_q3")}</th>
                  </tr>
                </thead>
                <tbody>
                  <tr>
                    <th scope="row">{t("open_to_buy.metric.stock_to_sales")}</th>
                    <BandCells band={peers.stockToSales} own={peers.own.stockToSales} f={f} />
                  </tr>
                  <tr>
                    <th scope="row">{t("open_to_buy.metric.turn")}</th>
                    <BandCells band={peers.turn} own={peers.own.turn} f={f} />
                  </tr>
                  <tr>
                    <th scope="row">{t("open_to_buy.metric.markdown_pct")}</th>
                    <BandCells band={peers.markdownPct} own={peers.own.markdownPct} f={f} pct />
                  </tr>
                </tbody>
              </table>
            </div>
          </>
        )}
    </section>
  );
}

/** A diff's value: a percent for IMU and hold-back, a count of classes, else an amount in cents. */
function diffValue(field: string, value: number, f: Fmt): string {
  if (field === "classes") return f.count(value);
  return field === "imu" || field === "holdback" ? f.pct(value) : f.money(value, 2);
}

/** What a revision changes, field by field (before → after). */
export function DiffList({ diff, t, f }: { diff: DiffEntry[]; t: TFunction; f: Fmt }) {
  return (
    <ul>
      {diff.map((d) => (
        <li>
          {d.class && <>{t(`open_to_buy.classes.${d.class}`)} ·</>}
          {d.month === undefined ? t(`open_to_buy.field.${d.field}`) : t("open_to_buy.diff_month", {
            field: t(`open_to_buy.col.${d.field}`),
            month: d.month + 1,
          })}
          {": "}
          {diffValue(d.field, d.before, f)} → {diffValue(d.field, d.after, f)}
        </li>
      ))}
    </ul>
  );
}

export function OtbRevisions(
  { revisions, t, f }: { revisions: Revision[]; t: TFunction; f: Fmt },
) {
  if (revisions.length === 0) return null;
  return (
    <section aria-labelledby="otb-revisions">
      <h3 id="otb-revisions">{t("open_to_buy.revisions_title")}</h3>
      <ol class="otb-revisions" reversed>
        {[...revisions].reverse().map((r) => (
          <li value={r.n}>
            <strong>{t("open_to_buy.revision", { n: r.n })}</strong>{" "}
            {t("open_to_buy.revision_by", { who: personName(r.by), when: f.dateTime(r.at) })}
            {r.n === 1
              ? <span class="muted">&nbsp;{t("open_to_buy.revision_original")}</span>
              : <DiffList diff={r.diff} t={t} f={f} />}
          </li>
        ))}
      </ol>
    </section>
  );
}

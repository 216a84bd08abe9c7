// Small pieces shared by the accounting and analytics pages.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/i18n/locales.ts";
import { formatCurrency, formatNumber, formatPercent } from "../../lib/i18n/format.ts";
import type { Metric } from "../../lib/fulfillment_accounting/metrics.ts";
import type { LedgerEntry } from "../../lib/fulfillment_accounting/schema.ts";
import type { Env } from "../../lib/fulfillment/schema.ts";
import { InlineSelect } from "../fulfillment/Controls.tsx";

export function money(cents: number | undefined, locale: Locale): string {
  return formatCurrency((cents ?? 0) / 100, locale);
}

/** A metric as people read it: minutes as hours and minutes, rates as percentages. */
export function metricText(metric: Metric, value: number | null, t: TFunction, locale: Locale) {
  if (value === null) return "—";
  if (metric === "volume") return formatNumber(value, locale, Number.isInteger(value) ? 0 : 1);
  if (metric.startsWith("acceptance")) {
    const m = Math.round(value);
    return t("fulfillment_accounting.metrics.duration", { h: Math.floor(m / 60), m: m % 60 });
  }
  return formatPercent(value, locale);
}

/** What an entry is: its kind, and for a penalty its rule; a reversal or waiver says so. */
export function entryLabel(e: LedgerEntry, t: TFunction): string {
  const what = e.rule
    ? t(`fulfillment_accounting.rules.${e.rule}.name`)
    : t(`fulfillment_accounting.kinds.${e.kind}`);
  if (e.waiver) return `${what} — ${t("fulfillment_accounting.waived")}`;
  return e.reverses ? `${what} — ${t("fulfillment_accounting.reversal")}` : what;
}

/** The choice of one of the user's stores (number · name). */
export function StoreSelect(
  { stores, selected, t }: {
    stores: { store_number: number; name: string }[];
    selected: number;
    t: TFunction;
  },
) {
  return (
    <InlineSelect
      name="store"
      label={t("fulfillment_accounting.store")}
      options={stores.map((s) => [s.store_number, `${s.store_number} · ${s.name}`])}
      value={selected}
    />
  );
}

/** How many weeks a scorecard covers. */
export function WeeksSelect({ value, t }: { value: number; t: TFunction }) {
  return (
    <InlineSelect
      name="weeks"
      label={t("fulfillment_accounting.weeks")}
      options={[4, 8, 13].map((w) => [w, String(w)])}
      value={value}
    />
  );
}

/** A store picker (GET form) listing only the stores given: the user's own for members. */
export function StorePicker(
  { stores, selected, t, extra = {} }: {
    stores: { store_number: number; name: string }[];
    selected: number;
    t: TFunction;
    extra?: Record<string, string>;
  },
) {
  if (stores.length < 2) return null;
  return (
    <form method="get" class="inline">
      {Object.entries(extra).map(([k, v]) => <input key={k} type="hidden" name={k} value={v} />)}
      <StoreSelect stores={stores} selected={selected} t={t} />{" "}
      <button type="submit">{t("fulfillment_accounting.show")}</button>
    </form>
  );
}

/** Links to the same head-office page in live and in the sandbox (`?env=`). */
export function EnvSwitch({ env, path, t }: { env: Env; path: string; t: TFunction }) {
  return (
    <p class="env-bar">
      {env === "sandbox" && <span class="badge sandbox-badge">{t("pages.sandbox")}</span>}{" "}
      <a href={env === "sandbox" ? path : `${path}?env=sandbox`}>
        {t(env === "sandbox" ? "fulfillment.env.to_live" : "fulfillment.env.to_sandbox")}
      </a>
    </p>
  );
}

/** The GET form that filters a head-office list by state (the environment kept). */
export function StateFilter(
  { env, states, selected, labels, t }: {
    env: Env;
    states: readonly string[];
    selected: string;
    /** The key prefix of the states' names, e.g. "fulfillment_accounting.payout_states". */
    labels: string;
    t: TFunction;
  },
) {
  return (
    <form method="get" class="inline">
      {env === "sandbox" && <input type="hidden" name="env" value="sandbox" />}
      <InlineSelect
        name="state"
        label={t("fulfillment_accounting.status")}
        any={t("fulfillment_accounting.all")}
        options={states.map((s) => [s, t(`${labels}.${s}`)])}
        value={selected}
      />{" "}
      <button type="submit">{t("fulfillment_accounting.show")}</button>
    </form>
  );
}

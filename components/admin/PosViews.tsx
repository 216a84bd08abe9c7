// The POS fleet pages: the overview (counts per system, the stores needing attention), the
// versions with their release notes and stores, and one store's status.
import type { TFunction } from "i18next";
import type { AttentionReason, FleetRow, PosSystem, Release } from "../../lib/admin/pos.ts";
import { bySeverity, isProblem, lagParts, POS_SYSTEMS } from "../../lib/admin/pos.ts";
import type { Locale } from "../../lib/auth/types.ts";
import type { Column } from "../../lib/forms/table.ts";
import type { PageTable } from "../../lib/admin/list_page.ts";
import { formatDate } from "../../lib/i18n/format.ts";
import { DataTable } from "../DataTable.tsx";

/**
 * A text with a plural or a value: i18next's slow path (a tenth of the fleet page), while the
 * fleet's rows ask for the same few texts. Kept per translate function (one per locale).
 */
const texts = new WeakMap<TFunction, Map<string, string>>();
function cachedT(t: TFunction, key: string, vars: Record<string, string | number | null>): string {
  const memo = texts.get(t) ?? texts.set(t, new Map()).get(t)!;
  const id = `${key}|${JSON.stringify(vars)}`;
  let text = memo.get(id);
  if (text === undefined) {
    if (memo.size >= 1000) memo.clear(); // lags in days grow without bound
    memo.set(id, text = t(key, vars));
  }
  return text;
}

function lagText(t: TFunction, ms: number | null): string {
  if (ms === null) return t("admin_pos.never");
  const { key, count } = lagParts(ms);
  return cachedT(t, `admin_pos.lag.${key}`, { count });
}

function reasonText(t: TFunction, reason: AttentionReason, latest: string | null): string {
  return cachedT(t, `admin_pos.reasons.${reason}`, { latest });
}

function Lag({ t, ms }: { t: TFunction; ms: number | null }) {
  return <>{lagText(t, ms)}</>;
}

function Reasons({ t, row }: { t: TFunction; row: FleetRow }) {
  return (
    <ul class="reasons">
      {row.reasons.map((r) => <li key={r} data-reason={r}>{reasonText(t, r, row.latest)}</li>)}
    </ul>
  );
}

/** The stores needing attention: store, system and version, last data, why (also their CSV). */
export function attentionColumns(t: TFunction): Column<FleetRow>[] {
  return [
    {
      key: "store",
      label: t("admin_pos.store"),
      sortable: true,
      value: (row) => row.status.store_number,
      cell: (row) => (
        <a href={`/admin/pos/stores/${row.status.store_number}`}>
          {row.status.store_number} {row.store_name}
        </a>
      ),
      csv: (row) => `${row.status.store_number} ${row.store_name}`,
    },
    {
      key: "system",
      label: t("admin_pos.system"),
      sortable: true,
      value: (row) => `${t(`admin_pos.systems.${row.status.system}`)} ${row.status.version}`,
    },
    {
      key: "last_data",
      label: t("admin_pos.last_data"),
      sortable: true,
      // Sorted by how long ago (never = longest); the CSV says it in words.
      value: (row) => row.lag_ms ?? Number.MAX_SAFE_INTEGER,
      cell: (row) => <Lag t={t} ms={row.lag_ms} />,
      csv: (row) => lagText(t, row.lag_ms),
    },
    {
      key: "why",
      label: t("admin_pos.why"),
      value: (row) => row.reasons.map((r) => reasonText(t, r, row.latest)).join("; "),
      cell: (row) => <Reasons t={t} row={row} />,
    },
  ];
}

/** The fleet's stores needing attention: real problems (most severe first), then notices. */
export function attentionOf(rows: FleetRow[]) {
  const attention = bySeverity(rows.filter((r) => r.reasons.length > 0));
  return {
    problems: attention.filter((r) => isProblem(r.reasons)),
    notices: attention.filter((r) => !isProblem(r.reasons)),
  };
}

/** The overview's tables (problems, notices), for their CSVs. */
export function attentionTables(rows: FleetRow[]): PageTable<FleetRow>[] {
  const attention = attentionOf(rows);
  return (["problems", "notices"] as const).map((kind) => ({
    spec: { id: `${kind}-table`, columns: attentionColumns },
    rows: attention[kind],
    file: `pos-${kind}`,
  }));
}

function AttentionTable(
  { t, rows, id, kind, url }: {
    t: TFunction;
    rows: FleetRow[];
    id: string;
    kind: "problems" | "notices";
    url: URL;
  },
) {
  return (
    <DataTable
      id={`${kind}-table`}
      columns={attentionColumns(t)}
      rows={rows}
      url={url}
      t={t}
      rowAttrs={(row) => ({ "data-store": String(row.status.store_number) })}
      tableAttrs={{ "aria-labelledby": id, "data-attention": kind }}
    />
  );
}

/** The fleet: counts per system, then real problems (most severe first), then the notices. */
export function FleetOverview({ t, rows, url }: { t: TFunction; rows: FleetRow[]; url: URL }) {
  const { problems, notices } = attentionOf(rows);
  return (
    <>
      <ul class="admin-tools">
        <li>
          <a href="/admin/pos/versions">{t("pages.titles.admin_pos_versions")}</a>
        </li>
      </ul>
      <h2>{t("admin_pos.by_system")}</h2>
      <dl class="facts">
        {POS_SYSTEMS.map((s) => (
          <>
            <dt>{t(`admin_pos.systems.${s}`)}</dt>
            <dd data-system-count={s}>{rows.filter((r) => r.status.system === s).length}</dd>
          </>
        ))}
      </dl>
      <h2 id="attention">
        {t("admin_pos.problems_title", { count: problems.length, total: rows.length })}
      </h2>
      {problems.length === 0
        ? <p>{t("admin_pos.all_well")}</p>
        : <AttentionTable t={t} rows={problems} id="attention" kind="problems" url={url} />}
      {notices.length > 0 && (
        <details>
          <summary id="notices">
            {t("admin_pos.notices_title", { count: notices.length, total: rows.length })}
          </summary>
          <AttentionTable t={t} rows={notices} id="notices" kind="notices" url={url} />
        </details>
      )}
    </>
  );
}

/** One version of a POS system: its release (if head office has notes) and the stores on it. */
export interface VersionRow {
  system: PosSystem;
  version: string;
  release: Release | undefined;
  stores: FleetRow[];
}

/** Each system with releases or stores, and its versions (released ones first, then others seen). */
export function versionTables(releases: Release[], rows: FleetRow[]) {
  return POS_SYSTEMS.filter((s) =>
    releases.some((r) => r.system === s) || rows.some((r) => r.status.system === s)
  ).map((system) => {
    const running = rows.filter((r) => r.status.system === system);
    const versions = [
      ...new Set([
        ...releases.filter((r) => r.system === system).map((r) => r.version),
        ...running.map((r) => r.status.version),
      ]),
    ];
    return {
      system,
      id: `versions-${system}`,
      rows: versions.map((version): VersionRow => ({
        system,
        version,
        release: releases.find((r) => r.system === system && r.version === version),
        stores: running.filter((r) => r.status.version === version),
      })),
    };
  });
}

/** The versions page's tables (one per system), for their CSVs. */
export function versionPageTables(releases: Release[], rows: FleetRow[]): PageTable<VersionRow>[] {
  return versionTables(releases, rows).map((table) => ({
    spec: { id: table.id, columns: versionColumns },
    rows: table.rows,
    file: `pos-${table.id}`,
  }));
}

/** A release day ("2026-06-02") in the page's locale. */
const releaseDay = (iso: string, locale: Locale) => formatDate(`${iso}T12:00:00Z`, locale);

function versionColumns(t: TFunction, locale: Locale): Column<VersionRow>[] {
  return [
    { key: "version", label: t("admin_pos.version"), sortable: true, value: (v) => v.version },
    {
      key: "released",
      label: t("admin_pos.released"),
      sortable: true,
      value: (v) => v.release?.released ?? "",
      cell: (v) => v.release ? releaseDay(v.release.released, locale) : "—",
    },
    {
      key: "notes",
      label: t("admin_pos.notes"),
      value: (v) =>
        v.release
          ? (locale === "fr-CA" ? v.release.notes.fr : v.release.notes.en)
          : t("admin_pos.no_notes"),
    },
    {
      key: "stores",
      label: t("admin_pos.stores"),
      num: true,
      sortable: true,
      value: (v) => v.stores.length,
      csv: (v) => v.stores.map((r) => r.status.store_number).join(" "),
      cell: (v) => (
        <span data-store-count>
          {v.stores.length} {v.stores.length > 0 && (
            <details>
              <summary>{t("admin_pos.show_stores")}</summary>
              {v.stores.map((r) => (
                <a href={`/admin/pos/stores/${r.status.store_number}`}>
                  {r.status.store_number}
                </a>
              )).flatMap((link, i) => i ? [", ", link] : [link])}
            </details>
          )}
        </span>
      ),
    },
  ];
}

export function VersionsView(
  { t, releases, rows, locale, url }: {
    t: TFunction;
    releases: Release[];
    rows: FleetRow[];
    locale: Locale;
    url: URL;
  },
) {
  const columns = versionColumns(t, locale);
  return (
    <>
      {versionTables(releases, rows).map((table) => (
        <section data-system={table.system}>
          <h2>{t(`admin_pos.systems.${table.system}`)}</h2>
          <DataTable
            id={table.id}
            columns={columns}
            rows={table.rows}
            url={url}
            t={t}
            rowAttrs={(v) => ({ "data-version": `${v.system}@${v.version}` })}
          />
        </section>
      ))}
    </>
  );
}

export function PosStoreView(
  { t, row, formatTime }: { t: TFunction; row: FleetRow; formatTime: (iso: string) => string },
) {
  const { status, connection } = row;
  return (
    <>
      <dl class="facts">
        <dt>{t("admin_pos.system")}</dt>
        <dd data-system>{t(`admin_pos.systems.${status.system}`)}</dd>
        <dt>{t("admin_pos.version")}</dt>
        <dd data-version>
          {status.version}
          {row.latest && row.latest !== status.version &&
            ` (${t("admin_pos.latest_is", { latest: row.latest })})`}
        </dd>
        <dt>{t("admin_pos.last_data")}</dt>
        <dd>{status.last_data_at ? formatTime(status.last_data_at) : t("admin_pos.never")}</dd>
        <dt>{t("admin_pos.sync_lag")}</dt>
        <dd data-lag>
          <Lag t={t} ms={row.lag_ms} />
        </dd>
        <dt>{t("admin_pos.lightspeed")}</dt>
        <dd data-lightspeed>
          {!connection ? t("admin_pos.ls_none") : t("admin_pos.ls_state", {
            account: connection.account_id,
            test: connection.last_test
              ? t(`admin_pos.ls_test.${connection.last_test.ok ? "ok" : "failed"}`, {
                at: formatTime(connection.last_test.at),
              })
              : t("admin_pos.ls_test.never"),
            sync: t(`admin_pos.ls_sync.${connection.last_sync.status}`),
          })}
        </dd>
      </dl>
      {row.reasons.length > 0 && (
        <section>
          <h2>{t("admin_pos.why")}</h2>
          <Reasons t={t} row={row} />
        </section>
      )}
      <h2>{t("admin_pos.errors")}</h2>
      {status.errors.length === 0
        ? <p class="muted">{t("admin_pos.no_errors")}</p>
        : (
          <ul data-errors>
            {status.errors.map((e, i) => <li key={i}>{formatTime(e.at)}: {e.message}</li>)}
          </ul>
        )}
    </>
  );
}

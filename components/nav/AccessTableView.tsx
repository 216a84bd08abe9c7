// The access table for people (/admin/access): named checks, prefix rules and every route's area and rule,
// all read from the route registry and lib/access so what is shown is what is enforced.
import type { ComponentChildren } from "preact";
import type { TFunction } from "i18next";
import { CHECK_NAMES, describeRequirement } from "../../lib/access/checks.ts";
import { ACCESS_TABLE, PARAM_RULES, PREFIX_RULES } from "../../lib/access/table.ts";
import { routeForPattern } from "../../lib/routes/registry.ts";

/**
 * One part of the access matrix (checks, path rules or routes × who). Not a DataTable: the matrix
 * is shown whole, in the code's order, so it reads as the rules are applied.
 */
function Matrix<R>(
  { name, head, rows, cells }: {
    name: string;
    head: string[];
    rows: readonly R[];
    /** One function a column: what its cell shows for a row. */
    cells: ((row: R) => ComponentChildren)[];
  },
) {
  return (
    <div class="table-wrap">
      <table data-access={name}>
        <thead>
          <tr>{head.map((label) => <th key={label} scope="col">{label}</th>)}</tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>{cells.map((cell, j) => <td key={j}>{cell(row)}</td>)}</tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function AccessTableView({ t }: { t: TFunction }) {
  const words = { and: t("access.and"), or: t("access.or") };
  const routes = [...ACCESS_TABLE.routes.values()].sort((a, b) =>
    a.pattern.localeCompare(b.pattern)
  );
  const prefixes = [...ACCESS_TABLE.prefixes];
  return (
    <section class="access-table" aria-labelledby="access-title">
      <h2 id="access-title">{t("access.title")}</h2>
      <p>{t("access.intro")}</p>

      <h3>{t("access.checks_title")}</h3>
      <Matrix
        name="checks"
        head={[t("access.check"), t("access.who")]}
        rows={CHECK_NAMES}
        cells={[(name) => <code>{name}</code>, (name) => t(`access.checks.${name}`)]}
      />

      <h3>{t("access.prefixes_title")}</h3>
      <Matrix
        name="prefixes"
        head={[t("access.prefix_column"), t("access.rule"), t("access.who")]}
        rows={PREFIX_RULES}
        cells={[
          (rule) => (
            <>
              <code>{rule.prefix}</code>
              {rule.exact ? ` (${t("access.exact")})` : ""}
            </>
          ),
          (rule) => <code>{describeRequirement(rule.require, words)}</code>,
          (rule) => t(rule.note),
        ]}
      />
      <p class="muted">{t("access.prefix_order", { count: prefixes.length })}</p>

      <h3>{t("access.params_title")}</h3>
      <ul>
        {Object.entries(PARAM_RULES).map(([name, rule]) => (
          <li>
            <code>{name}</code>: {t(rule.note)}
          </li>
        ))}
      </ul>

      <h3>{t("access.routes_title")}</h3>
      <Matrix
        name="routes"
        head={[t("access.route"), t("access.area"), t("access.level"), t("access.route_checks")]}
        rows={routes}
        cells={[
          (route) => <code>{route.pattern}</code>,
          (route) => <code>{routeForPattern(route.pattern)?.area}</code>,
          (route) => t(`access.levels.${route.level}`),
          (route) => route.checks.length ? <code>{route.checks.join(` ${words.and} `)}</code> : "—",
        ]}
      />
    </section>
  );
}

// The access table for people (/admin/access): named checks, prefix rules and every route's area and rule,
// all read from the route registry and lib/access so what is shown is what is enforced.
import type { TFunction } from "i18next";
import { CHECK_NAMES, describeRequirement } from "../../lib/access/checks.ts";
import { ACCESS_TABLE, PARAM_RULES, PREFIX_RULES } from "../../lib/access/table.ts";
import { routeForPattern } from "../../lib/routes/registry.ts";

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
      {/* Not a DataTable: part of the access matrix (checks × who), whole, in the code's order */}
      <div class="table-wrap">
        <table data-access="checks">
          <thead>
            <tr>
              <th scope="col">{t("access.check")}</th>
              <th scope="col">{t("access.who")}</th>
            </tr>
          </thead>
          <tbody>
            {CHECK_NAMES.map((name) => (
              <tr>
                <td>
                  <code>{name}</code>
                </td>
                <td>{t(`access.checks.${name}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h3>{t("access.prefixes_title")}</h3>
      {/* Not a DataTable: part of the access matrix (path rules × who), whole, in the code's order */}
      <div class="table-wrap">
        <table data-access="prefixes">
          <thead>
            <tr>
              <th scope="col">{t("access.prefix_column")}</th>
              <th scope="col">{t("access.rule")}</th>
              <th scope="col">{t("access.who")}</th>
            </tr>
          </thead>
          <tbody>
            {PREFIX_RULES.map((rule) => (
              <tr>
                <td>
                  <code>{rule.prefix}</code>
                  {rule.exact ? ` (${t("access.exact")})` : ""}
                </td>
                <td>
                  <code>{describeRequirement(rule.require, words)}</code>
                </td>
                <td>{t(rule.note)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
      {/* Not a DataTable: part of the access matrix (routes × who), whole, in the code's order */}
      <div class="table-wrap">
        <table data-access="routes">
          <thead>
            <tr>
              <th scope="col">{t("access.route")}</th>
              <th scope="col">{t("access.area")}</th>
              <th scope="col">{t("access.level")}</th>
              <th scope="col">{t("access.route_checks")}</th>
            </tr>
          </thead>
          <tbody>
            {routes.map((route) => (
              <tr>
                <td>
                  <code>{route.pattern}</code>
                </td>
                <td>
                  <code>{routeForPattern(route.pattern)?.area}</code>
                </td>
                <td>{t(`access.levels.${route.level}`)}</td>
                <td>
                  {route.checks.length ? <code>{route.checks.join(` ${words.and} `)}</code> : "—"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

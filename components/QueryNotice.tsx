// The notice a page shows at its filter (or table) when a value in its address could not be used
// (lib/http/errors.ts readQuery): what was sent, why it is refused, and that the default is shown.
import type { QueryProblem } from "../lib/http/errors.ts";
import { describeIssue, type Translate } from "../lib/i18n/validation.ts";

export function QueryNotice(
  { problems, t, labels = {} }: {
    problems: QueryProblem[];
    t: Translate;
    /** Parameter → its name for people (the parameter itself otherwise). */
    labels?: Record<string, string>;
  },
) {
  if (problems.length === 0) return null;
  return (
    <div class="notice notice-error" role="alert" data-query-problems>
      <p>{t("validation.query_title")}</p>
      <ul>
        {problems.map((p) => (
          <li data-query-problem={p.name}>
            {t("validation.query_problem", {
              value: p.value,
              name: labels[p.name] ?? p.name,
              reason: describeIssue(p.issue, t, { [p.name]: p.value }),
              fallback: t("validation.query_fallback"),
              interpolation: { escapeValue: false },
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}

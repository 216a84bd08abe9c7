// A plan's classes on /open-to-buy (lib/otb/classes.ts): links between the department total and
// each class, the note of what a class holds, and the buttons that break a plan into classes or
// bring it back to one department-level plan (plain forms, the plan's version checked).
import { VersionField } from "../forms/VersionField.tsx";
import type { TFunction } from "i18next";
import { departmentClasses } from "../../lib/otb/classes.ts";
import { type OtbView, scopeHref } from "../../lib/otb/view.ts";

export function OtbClasses({ view, t }: { view: OtbView; t: TFunction }) {
  const detail = view.detail!;
  const plan = detail.plan;
  const scope = view.scope;
  if (!plan) return null;
  const className = (code: string) => t(`open_to_buy.classes.${code}`);
  if (!plan.classes) {
    if (!view.editable || departmentClasses(plan.department).length < 2) return null;
    return (
      <form method="post" action={scopeHref(scope, { whatif: null })} class="otb-actions">
        <VersionField version={detail.version} />
        <button type="submit" name="action" value="split" class="secondary">
          {t("open_to_buy.split_classes")}
        </button>
      </form>
    );
  }
  return (
    <div class="otb-classes">
      <nav aria-label={t("open_to_buy.class_nav")} class="tabs">
        <a
          href={scopeHref(scope, { class: null })}
          aria-current={detail.cls ? undefined : "page"}
        >
          {t("open_to_buy.department_total")}
        </a>
        {plan.classes.map((c) => (
          <a
            href={scopeHref(scope, { class: c.class, whatif: null })}
            aria-current={detail.cls?.class === c.class ? "page" : undefined}
            data-class={c.class}
          >
            {className(c.class)}
          </a>
        ))}
      </nav>
      {detail.cls
        ? (
          <p class="hint" data-class-note>
            {t("open_to_buy.class_note", { class: className(detail.cls.class) })}
          </p>
        )
        : (
          <div class="hint">
            <p>{t("open_to_buy.classes_note")}</p>
            {view.editable && (
              <form method="post" action={scopeHref(scope)} class="otb-actions">
                <VersionField version={detail.version} />
                <button type="submit" name="action" value="merge" class="secondary">
                  {t("open_to_buy.merge_classes")}
                </button>
              </form>
            )}
          </div>
        )}
    </div>
  );
}

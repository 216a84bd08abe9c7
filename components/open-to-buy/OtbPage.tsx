// /open-to-buy: scope picker, OTB left per department × month, and the chosen department's plan.
import type { TFunction } from "i18next";
import { asset, Head } from "$fresh/runtime.ts";
import { type FieldErrors, FORM_ERROR, type FormValues } from "../../lib/forms/mod.ts";
import type { Messages } from "../../lib/i18n/client.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { crumbsFor, pageTitle } from "../../lib/nav/pages.ts";
import { fmtFor } from "../../lib/sales/format.ts";
import { GROUP, type OtbView, scopeHref } from "../../lib/otb/view.ts";
import { PageHeader } from "../PageHeader.tsx";
import { OtbOverview } from "./OtbOverview.tsx";
import { OtbGrid } from "./OtbGrid.tsx";
import { OtbPlanForm } from "./OtbPlanForm.tsx";
import { OtbClasses } from "./OtbClasses.tsx";
import { OtbWhatIfs } from "./OtbWhatIfs.tsx";
import { OtbApprovalSetting, OtbPending } from "./OtbApproval.tsx";
import { OtbFormulas, OtbPeers, OtbRevisions, OtbSeedForm } from "./OtbSide.tsx";
import { personName } from "../../lib/nav/labels.ts";

export interface OtbPageData {
  view: OtbView;
  notice: string | null;
  form: { kind: "grid" | "seed"; values: FormValues; errors: FieldErrors } | null;
  /** Texts of the live-totals island. */
  gridMessages: Messages;
}

export function OtbStyles() {
  return (
    <Head>
      <link key="otb-css" rel="stylesheet" href={asset("/otb.css")} />
    </Head>
  );
}

export function OtbPage(
  { data, t, locale }: { data: OtbPageData; t: TFunction; locale: Locale; url: URL },
) {
  const { view } = data;
  const { scope } = view;
  const f = fmtFor(locale);
  const detail = view.detail;
  return (
    <>
      <OtbStyles />
      <PageHeader
        title={pageTitle("otb", t, {})}
        crumbs={crumbsFor("otb", t, {})}
        appName={t("common.app_name")}
        t={t}
      />
      <p class="lead">{t("open_to_buy.intro")}</p>
      {data.notice && <p role="status" class="notice">{t(`open_to_buy.notice.${data.notice}`)}</p>}
      <form method="get" action="/open-to-buy" class="otb-scope">
        <label>
          {t("open_to_buy.store")}
          <select name="store">
            {scope.canGroup && (
              <option value={GROUP} selected={scope.store === GROUP}>
                {t("open_to_buy.group")}
              </option>
            )}
            {scope.stores.map(([n, name]) => (
              <option value={n} selected={scope.store === n}>{n} · {name}</option>
            ))}
          </select>
        </label>
        <label>
          {t("open_to_buy.season")}
          <select name="season">
            {scope.seasons.map((s) => (
              <option value={s} selected={s === scope.season}>{seasonLabel(s, t)}</option>
            ))}
          </select>
        </label>
        <label>
          {t("open_to_buy.department")}
          <select name="department">
            <option value="">{t("open_to_buy.all_departments")}</option>
            {view.overview.map((o) => (
              <option value={o.department} selected={o.department === scope.department}>
                {t(`sales.departments.${o.department}`)}
              </option>
            ))}
          </select>
        </label>
        <fieldset class="otb-basis">
          <legend>{t("open_to_buy.basis")}</legend>
          <label>
            <input type="radio" name="basis" value="retail" checked={scope.basis === "retail"} />
            {t("open_to_buy.retail")}
          </label>
          <label>
            <input type="radio" name="basis" value="cost" checked={scope.basis === "cost"} />
            {t("open_to_buy.cost")}
          </label>
        </fieldset>
        <button type="submit">{t("open_to_buy.show")}</button>
      </form>
      <p>
        <a href="/open-to-buy/reports">{t("open_to_buy.reports_link")}</a>
      </p>
      <OtbApprovalSetting view={view} t={t} />
      <OtbOverview view={view} t={t} f={f} />
      {detail && scope.department && (
        <section aria-labelledby="otb-detail">
          <h2 id="otb-detail">
            {t(`sales.departments.${scope.department}`)}
            {detail.cls && <>{" · "}{t(`open_to_buy.classes.${detail.cls.class}`)}</>} ·{" "}
            {seasonLabel(scope.season, t)}
          </h2>
          <OtbStatus view={view} t={t} f={f} />
          <OtbPending view={view} t={t} f={f} />
          <OtbClasses view={view} t={t} />
          {detail.plan?.classes && !detail.cls && data.form?.errors[FORM_ERROR] && (
            <p class="field-error" role="alert">{data.form.errors[FORM_ERROR]}</p>
          )}
          <OtbFormulas t={t} imu={detail.imu} f={f} method={detail.plan?.method ?? null} />
          <OtbGrid view={view} t={t} f={f} />
          <OtbWhatIfs view={view} t={t} f={f} />
          {view.editable && (!detail.plan?.classes || detail.cls) && (
            <>
              <OtbPlanForm
                view={view}
                t={t}
                form={data.form?.kind === "grid" ? data.form : null}
                messages={data.gridMessages}
                locale={locale}
              />
              {!detail.cls && (
                <OtbSeedForm
                  view={view}
                  t={t}
                  form={data.form?.kind === "seed" ? data.form : null}
                />
              )}
            </>
          )}
          <OtbPeers peers={detail.peers} t={t} f={f} />
          <OtbRevisions revisions={detail.revisions} t={t} f={f} />
        </section>
      )}
    </>
  );
}

export function seasonLabel(season: string, t: TFunction): string {
  const [fy, half] = season.split("-S");
  return t(half === "1" ? "open_to_buy.spring" : "open_to_buy.fall", { fy });
}

function OtbStatus(
  { view, t, f }: { view: OtbView; t: TFunction; f: ReturnType<typeof fmtFor> },
) {
  const detail = view.detail!;
  const plan = detail.plan;
  if (view.scope.store === GROUP) {
    return <p class="muted">{t("open_to_buy.group_note")}</p>;
  }
  if (!plan) return <p class="otb-status">{t("open_to_buy.status.none")}</p>;
  return (
    <p class="otb-status">
      {plan.status === "approved"
        ? t("open_to_buy.status.approved", { version: plan.version })
        : t("open_to_buy.status.draft")}{" "}
      <span class="muted">
        {t("open_to_buy.updated", {
          who: personName(plan.updated_by),
          when: f.dateTime(plan.updated_at),
        })}
      </span>
      {detail.whatif && (
        <>
          {" · "}
          {t("open_to_buy.showing_whatif", {
            name: detail.whatif.name,
            when: f.dateTime(detail.whatif.updated_at),
          })} <a href={scopeHref(view.scope, { whatif: null })}>{t("open_to_buy.show_plan")}</a>
        </>
      )}
    </p>
  );
}

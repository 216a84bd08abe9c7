// /open-to-buy — the store's season: OTB left per department and month, and one department's plan
// (plan / actual / last year) edited as a plain form. Head office may pick any store or the group.
import type { Handlers, PageProps } from "$fresh/server.ts";
import { OtbPage } from "../../components/open-to-buy/OtbPage.tsx";
import { requireUser } from "../../lib/auth/signed_in.ts";
import { formValues, seeOther } from "../../lib/forms/mod.ts";
import { HttpError } from "../../lib/http/errors.ts";
import { messagesFor } from "../../lib/i18n/mod.ts";
import { runPlanAction } from "../../lib/otb/actions.ts";
import { setOtbSettings } from "../../lib/otb/approval.ts";
import { chooseScope, GROUP, loadView, type OtbView, scopeHref } from "../../lib/otb/view.ts";
import type { OtbPageData } from "../../components/open-to-buy/OtbPage.tsx";
import type { PortalState } from "../../lib/state.ts";

const NOTICES = [
  "saved",
  "reforecast",
  "revised",
  "approved",
  "seeded",
  "whatif_saved",
  "whatif_seeded",
  "whatif_discarded",
  "split",
  "merged",
  "pending",
  "pending_approved",
  "pending_rejected",
  "approval_on",
  "approval_off",
];

async function render(
  ctx: Parameters<NonNullable<Handlers<OtbPageData, PortalState>["GET"]>>[1],
  view: OtbView,
  extra: Partial<OtbPageData> = {},
  status = 200,
) {
  const notice = ctx.url.searchParams.get("notice");
  return await ctx.render({
    view,
    notice: notice && NOTICES.includes(notice) ? notice : null,
    form: null,
    gridMessages: messagesFor(ctx.state.i18n, ["open_to_buy.live"]),
    ...extra,
  }, { status });
}

export const handler: Handlers<OtbPageData, PortalState> = {
  async GET(_req, ctx) {
    const user = requireUser(ctx.state);
    const scope = await chooseScope(ctx.state.kv, user, ctx.url);
    return render(ctx, await loadView(ctx.state.kv, scope));
  },
  async POST(req, ctx) {
    const user = requireUser(ctx.state);
    const scope = await chooseScope(ctx.state.kv, user, ctx.url);
    const values = await formValues(req);
    // The group's choice: head office approves plans and revisions (head office only).
    if (values.action === "approval") {
      const on = values.approval === "on";
      if (!await setOtbSettings(ctx.state.kv, user, on)) {
        throw new HttpError(403, "open_to_buy.errors.head_office_approves");
      }
      return seeOther(scopeHref(scope, { notice: on ? "approval_on" : "approval_off" }));
    }
    if (scope.store === GROUP || !scope.department) {
      throw new HttpError(400, "open_to_buy.errors.pick_store_department");
    }
    const where = { store: scope.store, season: scope.season, department: scope.department };
    const result = await runPlanAction(ctx.state.kv, user, where, values, ctx.state.t, scope.cls);
    if (result.ok) {
      return seeOther(scopeHref(scope, {
        whatif: result.whatif ?? null,
        notice: result.notice,
      }));
    }
    const view = await loadView(ctx.state.kv, scope);
    return render(ctx, view, {
      form: { kind: result.form, values: result.values, errors: result.errors },
    }, 400);
  },
};

export default function Page({ data, state, url }: PageProps<OtbPageData, PortalState>) {
  return <OtbPage data={data} t={state.t} locale={state.locale} url={url} />;
}

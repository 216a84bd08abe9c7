// Head-office approval of plans (lib/otb/approval.ts): the group's setting (head office turns it
// on or off), and a store's pending revision — what it changes, that it is not live, and head
// office's approve / reject buttons.
import type { TFunction } from "i18next";
import type { Fmt } from "../../lib/sales/format.ts";
import { type OtbView, scopeHref } from "../../lib/otb/view.ts";
import { DiffList } from "./OtbSide.tsx";
import { personName } from "../../lib/nav/labels.ts";

export function OtbApprovalSetting({ view, t }: { view: OtbView; t: TFunction }) {
  if (!view.scope.canGroup) return null;
  return (
    <form method="post" action={scopeHref(view.scope)} class="otb-actions" data-otb-approval>
      <input type="hidden" name="action" value="approval" />
      <label>
        <input type="checkbox" name="approval" value="on" checked={view.approval} />{" "}
        {t("open_to_buy.approval.setting")}
      </label>{" "}
      <button type="submit" class="secondary">{t("open_to_buy.approval.save")}</button>
    </form>
  );
}

export function OtbPending({ view, t, f }: { view: OtbView; t: TFunction; f: Fmt }) {
  const pending = view.detail?.pending;
  if (!pending) return null;
  return (
    <section class="notice" aria-labelledby="otb-pending" data-otb-pending>
      <h3 id="otb-pending">{t("open_to_buy.approval.pending_title")}</h3>
      <p>
        {t("open_to_buy.approval.pending", {
          who: personName(pending.by),
          when: f.dateTime(pending.at),
          version: pending.base,
        })}
      </p>
      <DiffList diff={pending.diff} t={t} f={f} />
      {view.scope.canGroup && (
        <form method="post" class="otb-actions">
          <button type="submit" name="action" value="approve_pending">
            {t("open_to_buy.approval.approve")}
          </button>{" "}
          <button type="submit" name="action" value="reject_pending" class="secondary">
            {t("open_to_buy.approval.reject")}
          </button>
        </form>
      )}
    </section>
  );
}

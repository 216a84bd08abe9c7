// /specials: the published order forms open now for the user's stores (time left, "ordered"
// badge), the past ones, and the user's stores' specials orders — never another store's.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { crumbsFor, pageTitle } from "../../lib/nav/pages.ts";
import { formatCurrency, formatDateTime } from "../../lib/i18n/format.ts";
import { listOrders, type PurchaseOrder } from "../../lib/orders/mod.ts";
import { isOpen, listForms, type SpecialForm } from "../../lib/specials/mod.ts";
import { orderingStores } from "../../lib/specials/member_page.ts";
import { orderTotalCents } from "../../lib/specials/totals.ts";
import { formTracker } from "../../lib/specials/tracking.ts";
import type { TierTracker } from "../../lib/specials/rebates.ts";
import { formatNumber } from "../../lib/i18n/format.ts";
import { ownStores } from "../../lib/stores/mod.ts";
import { Vendor } from "../../components/Vendor.tsx";

interface Data {
  open: SpecialForm[];
  /** The group's standing against each open form's rebate tiers (by form id). */
  trackers: Record<string, TierTracker | null>;
  past: SpecialForm[];
  orders: PurchaseOrder[];
  now: number;
  /** Store names by number (the list names them beside their numbers). */
  storeNames: Record<number, string>;
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const { kv, user } = ctx.state;
    const now = new Date();
    const stores = orderingStores(user!);
    const forms = (await listForms(kv)).filter((f) => f.published);
    const ids = new Set(forms.map((f) => f.id));
    const orders =
      (await Promise.all(stores.map((store) => listOrders(kv, { store, source: "specials" }))))
        .flat().filter((o) => o.program_id !== null && ids.has(o.program_id));
    const open = forms.filter((f) => isOpen(f, now)).reverse();
    const trackers = Object.fromEntries(
      await Promise.all(open.map(async (f) => [f.id, await formTracker(kv, f, null)] as const)),
    );
    return ctx.render({
      open,
      trackers,
      past: forms.filter((f) => Date.parse(f.deadline) <= now.getTime()),
      orders,
      now: now.getTime(),
      storeNames: Object.fromEntries(ownStores(user!)),
    });
  },
};

/** Time left as whole days, else hours (at least 1). */
function timeLeft(deadline: string, now: number) {
  const hours = Math.max(1, Math.floor((Date.parse(deadline) - now) / 3_600_000));
  return hours >= 48 ? { key: "specials.days_left", count: Math.floor(hours / 24) } : {
    key: "specials.hours_left",
    count: hours,
  };
}

export default function SpecialsPage({ data, state }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  const lang = locale === "fr-CA" ? "fr" : "en";
  const byForm = new Map<string, PurchaseOrder[]>();
  for (const o of data.orders) byForm.set(o.program_id!, [...(byForm.get(o.program_id!) ?? []), o]);
  const tierStatus = (tracker: TierTracker | null) =>
    !tracker ? "" : tracker.next
      ? t("specials.tracker.short", {
        gap: formatCurrency(tracker.next.gapCents / 100, locale),
        percent: formatNumber(tracker.next.tier.percent, locale),
      })
      : t("specials.tracker.top_short");
  const names = new Map([...data.open, ...data.past].map((f) => [f.id, f.name[lang]]));
  return (
    <>
      <PageHeader
        title={pageTitle("specials", t)}
        crumbs={crumbsFor("specials", t)}
        appName={t("common.app_name")}
      />
      <h2>{t("specials.open_forms")}</h2>
      {data.open.length === 0
        ? <p>{t("specials.none_open")}</p>
        : (
          <table class="data" data-open-forms>
            <thead>
              <tr>
                <th>{t("specials.program")}</th>
                <th>{t("specials.vendor")}</th>
                <th>{t("specials.deadline")}</th>
                <th>{t("specials.time_left")}</th>
                <th>{t("specials.tracker.column")}</th>
                <th>{t("specials.status")}</th>
              </tr>
            </thead>
            <tbody>
              {data.open.map((f) => {
                const left = timeLeft(f.deadline, data.now);
                const ordered = (byForm.get(f.id) ?? []).some((o) => o.state !== "cancelled");
                return (
                  <tr>
                    <td>
                      <a href={`/specials/view/${encodeURIComponent(f.id)}`}>{f.name[lang]}</a>
                    </td>
                    <td>
                      <Vendor code={f.vendor} />
                    </td>
                    <td>{formatDateTime(f.deadline, locale)}</td>
                    <td>{t(left.key, { count: left.count })}</td>
                    <td data-tier-status>{tierStatus(data.trackers[f.id])}</td>
                    <td>
                      {ordered && <span class="badge" data-ordered>{t("specials.ordered")}</span>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      <h2>{t("specials.your_orders")}</h2>
      {data.orders.length === 0
        ? <p>{t("specials.no_orders")}</p>
        : (
          <table class="data" data-orders>
            <thead>
              <tr>
                <th>{t("specials.po_number")}</th>
                <th>{t("specials.program")}</th>
                <th>{t("specials.store")}</th>
                <th>{t("specials.status")}</th>
                <th class="num">{t("specials.total")}</th>
              </tr>
            </thead>
            <tbody>
              {data.orders.map((o) => (
                <tr data-order={o.po_number}>
                  <td>
                    <a href={`/specials/orders/edit/${encodeURIComponent(o.id)}`}>{o.po_number}</a>
                  </td>
                  <td>{names.get(o.program_id!)}</td>
                  <td>{o.store} {data.storeNames[o.store] ?? ""}</td>
                  <td>
                    <span class="pill" data-state={o.state}>{t(`orders.states.${o.state}`)}</span>
                  </td>
                  <td class="num">{formatCurrency(orderTotalCents(o) / 100, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      <h2>{t("specials.past_forms")}</h2>
      {data.past.length === 0 ? <p>{t("specials.none_past")}</p> : (
        <ul data-past-forms>
          {data.past.map((f) => (
            <li>
              <a href={`/specials/view/${encodeURIComponent(f.id)}`}>{f.name[lang]}</a> ·{" "}
              <Vendor code={f.vendor} /> · {formatDateTime(f.deadline, locale)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

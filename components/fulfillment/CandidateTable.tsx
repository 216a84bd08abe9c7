// The scored candidate list of an order (points per criterion, each store's refusal), and the
// stores a return could go to (units sold of its items): DataTables whose columns also give the
// CSV the routes answer (candidatesCsv). Also a return's steps, shown to stores and head office.
import { Person } from "../Person.tsx";
import type { TFunction } from "i18next";
import type { PortalState } from "../../lib/state.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { type Column, csvFor, tableProps, type TableSpec } from "../../lib/forms/table.ts";
import type { Candidate, FulfillmentOrder } from "../../lib/fulfillment/schema.ts";
import type { ReturnRequest, ReturnState } from "../../lib/fulfillment/returns.ts";
import { formatDateTime, formatNumber } from "../../lib/i18n/format.ts";
import { DataTable } from "../DataTable.tsx";
import { numeric, sortable } from "./columns.tsx";

function outcome(order: FulfillmentOrder, c: Candidate, t: TFunction, locale: Locale): string {
  const refusal = order.refusals.find((r) => r.store === c.store);
  if (refusal) {
    const why = refusal.reason === null
      ? t("fulfillment.routing.lapsed")
      : t("fulfillment.routing.declined", { reason: refusal.reason });
    return `${why} · ${formatDateTime(refusal.at, locale)}`;
  }
  if (c.store === order.store) return t("fulfillment.routing.current");
  return c.whole_order ? "" : t("fulfillment.routing.partial");
}

export function candidateColumns(
  order: FulfillmentOrder,
  t: TFunction,
  locale: Locale,
): Column<Candidate>[] {
  const n = (v: number) => formatNumber(v, locale, 2);
  const points = (
    key: string,
    part: (c: Candidate) => number,
    note?: (c: Candidate) => string,
  ) =>
    numeric(key, t(`fulfillment.routing.${key}`), part, {
      decimals: 2,
      cell: (c) => note ? `${n(part(c))} (${note(c)})` : n(part(c)),
    });
  return [
    sortable("store", t("fulfillment.order.store"), (c) => c.store, {
      cell: (c) => (
        <>
          {c.store}
          {c.stock_stale && (
            <span class="badge" data-stale-stock>
              {" "}
              {t("fulfillment.routing.stale_stock", { points: n(c.parts.stale ?? 0) })}
            </span>
          )}
        </>
      ),
    }),
    points("score", (c) => c.score),
    points(
      "whole",
      (c) => c.parts.whole,
      (c) => t("fulfillment.routing.lines", { count: c.lines_available }),
    ),
    points("province", (c) => c.parts.province),
    points("distance", (c) => c.parts.distance, (c) => `${formatNumber(c.distance_km, locale)} km`),
    points(
      "rotation",
      (c) => c.parts.rotation,
      (c) => t("fulfillment.routing.offers", { count: c.recent_offers }),
    ),
    points("performance", (c) => c.parts.performance),
    {
      key: "outcome",
      label: t("fulfillment.routing.outcome"),
      value: (c) => outcome(order, c, t, locale),
    },
  ];
}

/** The stores an order or a return could go to (one table id: a page shows one of them). */
const candidatesTable = (order: FulfillmentOrder): TableSpec<Candidate> => ({
  id: "candidates",
  columns: (t, locale) => candidateColumns(order, t, locale),
});
const returnCandidatesTable = (ret: ReturnRequest): TableSpec<ReturnCandidate> => ({
  id: "candidates",
  columns: (t, locale) => returnCandidateColumns(ret, t, locale),
});

export function CandidateTable(
  { order, state, url }: { order: FulfillmentOrder; state: PortalState; url: URL },
) {
  const { t, locale } = state;
  return (
    <DataTable
      {...tableProps(candidatesTable(order), t, locale)}
      rows={order.candidates}
      url={url}
      empty={t("fulfillment.routing.no_candidates")}
      rowAttrs={(c) => ({ "data-store": String(c.store) })}
      tableAttrs={{ "data-candidates": "" }}
    />
  );
}

type ReturnCandidate = ReturnRequest["candidates"][number];

export function returnCandidateColumns(
  ret: ReturnRequest,
  t: TFunction,
  locale: Locale,
): Column<ReturnCandidate>[] {
  return [
    sortable("store", t("fulfillment.order.store"), (c) => c.store, {
      cell: (c) =>
        c.store === ret.store ? `${c.store} · ${t("fulfillment.routing.current")}` : c.store,
    }),
    numeric("units", t("fulfillment.returns.units"), (c) => c.units_sold, {
      cell: (c) => formatNumber(c.units_sold, locale),
    }),
  ];
}

/** The stores a return could go to, with the units of its items each sold lately. */
export function ReturnCandidates(
  { ret, state, url }: { ret: ReturnRequest; state: PortalState; url: URL },
) {
  const { t, locale } = state;
  return (
    <DataTable
      {...tableProps(returnCandidatesTable(ret), t, locale)}
      rows={ret.candidates}
      url={url}
      rowAttrs={(c) => ({ "data-store": String(c.store) })}
      tableAttrs={{ "data-return-candidates": "" }}
    />
  );
}

/** The CSV of an order's or a return's candidate table when the URL asks for it, else null. */
export function candidatesCsv(
  url: URL,
  state: PortalState,
  of: { order: FulfillmentOrder } | { ret: ReturnRequest },
): Response | null {
  return "order" in of
    ? csvFor(
      url,
      state,
      candidatesTable(of.order),
      of.order.candidates,
      `candidates-${of.order.order_number}`,
    )
    : csvFor(
      url,
      state,
      returnCandidatesTable(of.ret),
      of.ret.candidates,
      `return-candidates-${of.ret.id}`,
    );
}

/** The button that moves a return to its next step (inside the form of that step). */
export function ReturnNextButton({ next, t }: { next: ReturnState; t: TFunction }) {
  return (
    <button type="submit" name="to" value={next}>
      {t("fulfillment.returns.next")} « {t(`fulfillment.returns.states.${next}`)} »
    </button>
  );
}

/** A return's steps: when, which step, who. */
export function ReturnHistory(
  { ret, t, locale }: { ret: ReturnRequest; t: TFunction; locale: Locale },
) {
  return (
    <ol>
      {ret.history.map((h) => (
        <li key={h.at}>
          {formatDateTime(h.at, locale)} · {t(`fulfillment.returns.states.${h.state}`)} ·{" "}
          <Person email={h.by} />
        </li>
      ))}
    </ol>
  );
}

/** A return as the store's pages list it: its link, its step and the store it goes to. */
export function ReturnSummary(
  { ret, base, t }: { ret: ReturnRequest; base: string; t: TFunction },
) {
  return (
    <>
      <a href={`${base}/returns/${ret.id}`}>{ret.id}</a> ·{" "}
      {t(`fulfillment.returns.states.${ret.state}`)} · {t("fulfillment.returns.to_store")}{" "}
      {ret.store}
    </>
  );
}

// The page of /head-office/pricing/sales (its loader and actions): the sales events with the
// issues of each, creating an event (refused on failed price checks) and deleting one.
import type { Handlers } from "$fresh/server.ts";
import type { SignedInState } from "../auth/signed_in.ts";
import { requireUser } from "../auth/signed_in.ts";
import { formValues, seeOther, validateForm } from "../forms/mod.ts";
import {
  createEvent,
  deleteEvent,
  EventFormSchema,
  itemPrices,
  listEvents,
  type SalesEvent,
} from "./events.ts";
import { checkEvent, type PriceIssue } from "./price_checks.ts";

export interface SalesEventRow {
  event: SalesEvent;
  issues: PriceIssue[];
}

export interface SalesEventsData {
  rows: SalesEventRow[];
  values: Record<string, string | string[] | boolean>;
  errors: Record<string, string>;
  rejected: PriceIssue[];
}

async function eventRows(kv: Deno.Kv): Promise<SalesEventRow[]> {
  const events = await listEvents(kv);
  const prices = await itemPrices(kv, events.flatMap((e) => e.items.map((i) => i.item_number)));
  return events.map((event) => ({ event, issues: checkEvent(event, events, prices) }));
}

export const salesEventsHandler: Handlers<SalesEventsData, SignedInState> = {
  async GET(_req, ctx) {
    return ctx.render({
      rows: await eventRows(ctx.state.kv),
      values: {},
      errors: {},
      rejected: [],
    });
  },
  async POST(req, ctx) {
    const user = requireUser(ctx.state);
    const { kv, t } = ctx.state;
    const values = await formValues(req);
    if (values.action === "delete") {
      await deleteEvent(kv, String(values.id ?? ""));
      return seeOther("/head-office/pricing/sales?deleted=1");
    }
    const parsed = validateForm(values, EventFormSchema, t);
    if (!parsed.ok) {
      return ctx.render({
        rows: await eventRows(kv),
        values: parsed.values,
        errors: parsed.errors,
        rejected: [],
      }, { status: 400 });
    }
    const result = await createEvent(kv, user, parsed.data);
    if (!result.ok) {
      const errors = {
        items: result.unknown.length
          ? t("head_office.errors.unknown_items", { items: result.unknown.join(", ") })
          : t("head_office.errors.price_checks"),
      };
      return ctx.render({ rows: await eventRows(kv), values, errors, rejected: result.issues }, {
        status: 400,
      });
    }
    return seeOther("/head-office/pricing/sales?created=1");
  },
};

// What a program's orders add up to: the group's placed total against the rebate tiers (the
// viewing store's draft shown apart as "with your order", never as part of the group's total), and
// the confirmation e-mail a store gets when it submits.
import type { User } from "../auth/types.ts";
import { formatCurrency, formatDateTime } from "../i18n/format.ts";
import { sendMail } from "../mail/mod.ts";
import { i18nFor } from "../i18n/mod.ts";
import { getVendor } from "../stores/mod.ts";
import { listOrders, type PurchaseOrder } from "../orders/mod.ts";
import type { PostContext } from "./member_page.ts";
import { rebateOf, type TierTracker, tierTracker } from "./rebates.ts";
import type { SpecialForm } from "./schema.ts";
import { orderTotalCents } from "./totals.ts";

/** Orders that count towards the group's total: placed and not cancelled. */
export const PLACED_STATES: readonly PurchaseOrder["state"][] = [
  "submitted",
  "approved",
  "processed",
  "shipped",
];

/**
 * Totals (cents) of a form's orders: the group's and the store's placed orders, and the store's
 * order not placed yet (a draft); `store` null → the group only.
 */
export async function programTotals(
  kv: Deno.Kv,
  formId: string,
  store: number | null,
): Promise<{ groupCents: number; storeCents: number; draftCents: number }> {
  let groupCents = 0, storeCents = 0, draftCents = 0;
  for (const order of await listOrders(kv, { program_id: formId, source: "specials" })) {
    const own = order.store === store;
    const cents = orderTotalCents(order);
    if (PLACED_STATES.includes(order.state)) {
      groupCents += cents;
      if (own) storeCents += cents;
    } else if (own && order.state === "draft") draftCents += cents;
  }
  return { groupCents, storeCents, draftCents };
}

/** The tier tracker of a form for one store (null: the form has no rebate tiers). */
export async function formTracker(
  kv: Deno.Kv,
  form: SpecialForm,
  store: number | null,
): Promise<TierTracker | null> {
  const rebate = rebateOf(form);
  if (rebate.tiers.length === 0) return null;
  const { groupCents, storeCents, draftCents } = await programTotals(kv, form.id, store);
  return tierTracker(rebate, groupCents, storeCents, draftCents);
}

/** Item number → the line's description (with the size for a size-grid cell), in `lang`. */
export function describedItems(form: SpecialForm, lang: "en" | "fr"): Map<string, string> {
  return new Map(
    form.lines.flatMap((l) =>
      (l.variants?.length ? l.variants : [{ item_number: l.item_number, size: "" }]).map((v) => [
        v.item_number,
        v.size ? `${l.description[lang]} (${v.size})` : l.description[lang],
      ])
    ),
  );
}

/** The "order submitted" e-mail to the user who submitted, in the user's own language. */
export async function sendConfirmation(
  context: PostContext,
  user: User,
  form: SpecialForm,
  order: PurchaseOrder,
): Promise<void> {
  const locale = user.locale;
  const t = i18nFor(locale).t;
  const lang = locale === "fr-CA" ? "fr" : "en";
  const described = describedItems(form, lang);
  const vendorName = (await getVendor(context.kv, form.vendor))?.name;
  const lines = order.lines.map((l) =>
    `${l.item_number}  ${described.get(l.item_number) ?? ""}  × ${l.quantity}  ${
      formatCurrency(Math.round(l.unit_cost * 100) * l.quantity / 100, locale)
    }`
  ).join("\n");
  await sendMail(context.kv, context.config, {
    to: user.email,
    subject: t("specials.mail.subject", { po: order.po_number, program: form.name[lang] }),
    text: t("specials.mail.body", {
      name: user.name,
      po: order.po_number,
      program: form.name[lang],
      store: order.store,
      vendor: vendorName ? `${vendorName} (${form.vendor})` : form.vendor,
      lines,
      total: formatCurrency(orderTotalCents(order) / 100, locale),
      start: order.start_ship,
      cancel: order.cancel_date,
      deadline: formatDateTime(form.deadline, locale),
      link: `${context.origin}/specials/orders/edit/${order.id}`,
      interpolation: { escapeValue: false },
    }),
  }, locale);
}

// Merge and migrate: one item (`from`) is folded into another (`to`). In one atomic commit the
// `from` variant is discontinued, an alias from → to is recorded (both ids keep working: pages and
// lookups of `from` resolve to `to`), the migration is kept with its change log entries, and the
// task that moves `from`'s sales history and stock onto `to` (lib/sales/repoint.ts) is enqueued,
// so the alias never lands without the move of its sales. Then the draft purchase orders holding
// `from` get their lines re-pointed through the orders ledger (each with its own order history);
// submitted and later orders and the web listing are read through the alias (the sync drops the
// discontinued variant and lists `to`).
import { getStyle, getVariant, listVariants } from "../catalogue/mod.ts";
import { listOrders, type OrderLine, updateOrderLines } from "../orders/mod.ts";
import type { Change, Migration } from "./model.ts";
import { logChanges, MK, newId, saveStyleEdit } from "./store.ts";
import { getSyncedProduct } from "./sync_store.ts";
import { createRepointTask } from "../sales/repoint.ts";

export interface Alias {
  to: string;
  migration: string;
}

/** The item an id stands for now: follows aliases (at most a few hops). */
export async function resolveItem(kv: Deno.Kv, itemNumber: string): Promise<string> {
  let current = itemNumber;
  for (let hop = 0; hop < 8; hop++) {
    const alias = (await kv.get<Alias>(MK.alias(current))).value;
    if (!alias) return current;
    current = alias.to;
  }
  return current;
}

/** Every id that now stands for `itemNumber` (itself and the items merged into it). */
export async function aliasesOf(kv: Deno.Kv, itemNumber: string): Promise<string[]> {
  const out = [itemNumber];
  for await (const e of kv.list<Alias>({ prefix: MK.aliases() })) {
    if (e.value.to === itemNumber) out.push(String(e.key[2]));
  }
  return out;
}

export type MigrateRefusal = "same_item" | "unknown_from" | "unknown_to" | "already_migrated";

export async function checkMigration(
  kv: Deno.Kv,
  from: string,
  to: string,
): Promise<MigrateRefusal | null> {
  if (from === to) return "same_item";
  if ((await kv.get(MK.alias(from))).value) return "already_migrated";
  if (!await getVariant(kv, from)) return "unknown_from";
  if (!await getVariant(kv, to) || await resolveItem(kv, to) !== to) return "unknown_to";
  return null;
}

/** Moves a draft order's `from` line onto `to` (quantities added when both are there). */
export function movedLines(lines: OrderLine[], from: string, to: string): OrderLine[] | null {
  const source = lines.find((l) => l.item_number === from);
  if (!source) return null;
  const target = lines.find((l) => l.item_number === to);
  if (target) {
    return lines.filter((l) => l !== source).map((l) =>
      l === target ? { ...l, quantity: l.quantity + source.quantity } : l
    );
  }
  return lines.map((l) => (l === source ? { ...l, item_number: to } : l));
}

export async function migrateItem(
  kv: Deno.Kv,
  from: string,
  to: string,
  actor: { id: string; email: string },
  kind: Migration["kind"],
): Promise<Migration | MigrateRefusal> {
  const refusal = await checkMigration(kv, from, to);
  if (refusal) return refusal;
  const variant = (await getVariant(kv, from))!;
  const siblings = await listVariants(kv, { style_id: variant.style_id });
  const synced = await getSyncedProduct(kv, variant.style_id);
  const orders = (await listOrders(kv, { vendor: variant.vendor }))
    .filter((o) => o.lines.some((l) => l.item_number === from));
  const drafts = orders.filter((o) => o.state === "draft");
  const at = new Date().toISOString();
  const task = await createRepointTask(
    kv,
    actor.id,
    { [from]: to },
    `/marketing/items/${encodeURIComponent(to)}?alias=${encodeURIComponent(from)}`,
  );
  const migration: Migration = {
    id: newId(),
    at,
    user: actor.email,
    kind,
    from,
    to,
    moved: {
      draft_lines: drafts.length,
      orders_via_alias: orders.length - drafts.length,
      web_listing: Boolean(synced?.variants[from]),
    },
    sales_task: task.guid,
  };
  const aliasChange: Change = {
    id: newId(),
    at,
    user: actor.email,
    source: kind,
    subject: "alias",
    subject_id: from,
    field: "alias",
    before: "",
    after: to,
  };
  try {
    await saveStyleEdit(
      kv,
      (await getStyle(kv, variant.style_id))!,
      siblings.map((v) => (v.item_number === from ? { ...v, status: "discontinued" as const } : v)),
      {
        user: actor.email,
        source: kind,
        extra: (op) => {
          op.check({ key: MK.alias(from), versionstamp: null })
            .set(MK.alias(from), { to, migration: migration.id } satisfies Alias)
            .set(MK.migration(migration.id), migration)
            .enqueue({ task: task.guid });
          // in both items' history: the one that went, and the one that remains
          logChanges(op, [aliasChange, {
            ...aliasChange,
            id: newId(),
            subject: "variant",
            subject_id: to,
            field: kind === "merge" ? "merged_from" : "migrated_from",
            after: from,
          }]);
        },
      },
    );
  } catch (error) {
    // nothing landed: the task was never enqueued, drop it
    const op = kv.atomic();
    for await (const e of kv.list({ prefix: ["tasks", task.guid] })) op.delete(e.key);
    await op.delete(["tasks", task.guid]).commit();
    throw error;
  }
  for (const order of drafts) {
    const lines = movedLines(order.lines, from, to);
    if (lines) await updateOrderLines(kv, order.id, lines, actor);
  }
  return migration;
}

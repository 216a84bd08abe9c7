// The store side of the shelf-sign queue: head office's price schedule queues a sign per store for
// a change (schedule.ts `queueSigns`, ["head_office", "sign_queue", store, change_id]); the store's
// staff see their queue on /resources/signage-generator, print it as a PDF (lib/signage/pdf.ts)
// and mark the signs printed. Only the stores a user belongs to (head office: any store).
import { z } from "zod";
import type { User } from "../auth/types.ts";
import { isHeadOffice } from "../resources/access.ts";
import { itemsByNumber } from "../resources/items.ts";
import { toSignItem } from "../resources/signs.ts";
import type { SignItem } from "../signage/layout.ts";
import { HK } from "./keys.ts";
import { type QueuedSign, signQueue } from "./schedule.ts";

/** Signs marked in one atomic operation (each is checked: KV allows 100 checks). */
const MARK_BATCH = 100;

export const MarkPrintedSchema = z.object({
  queue_store: z.coerce.number().int(),
  signs: z.array(z.string().min(1).max(120)).min(1, { error: "head_office.signs.pick" })
    .max(1000),
});

/** Whether the user may see and mark a store's queue: their own stores; head office any. */
export function canUseSignQueue(user: User, store: number): boolean {
  return isHeadOffice(user) || user.Stores.some(([n]) => n === store);
}

export interface QueueRow {
  sign: QueuedSign;
  description: string;
  department: string;
}

/** A store's queued signs, soonest first, with the item's description (in `lang`). */
export async function storeSignQueue(
  kv: Deno.Kv,
  store: number,
  lang: "en" | "fr",
): Promise<QueueRow[]> {
  const signs = (await signQueue(kv, store)).sort((a, b) =>
    a.starts_on.localeCompare(b.starts_on) || a.item_number.localeCompare(b.item_number)
  );
  const items = new Map(
    (await itemsByNumber(kv, [...new Set(signs.map((s) => s.item_number))]))
      .map((i) => [i.item_number, i]),
  );
  return signs.map((sign) => {
    const item = items.get(sign.item_number);
    return {
      sign,
      description: item?.description[lang] ?? sign.item_number,
      department: item?.department ?? "",
    };
  });
}

/** The shelf signs (print layout) of queued entries; items no longer in the catalogue are skipped. */
export async function queuedSignItems(kv: Deno.Kv, signs: QueuedSign[]): Promise<SignItem[]> {
  const items = new Map(
    (await itemsByNumber(kv, [...new Set(signs.map((s) => s.item_number))]))
      .map((i) => [i.item_number, i]),
  );
  return signs.flatMap((s) => {
    const item = items.get(s.item_number);
    if (!item) return [];
    return [toSignItem(item, {
      price_cents: s.price_cents,
      regular_cents: s.kind === "sale" ? s.regular_cents ?? item.retail_cents : null,
      starts_on: s.starts_on,
      ends_on: s.ends_on ?? null,
    })];
  });
}

/** Marks the store's queued signs `changeIds` printed; returns how many were found and marked. */
export async function markPrinted(
  kv: Deno.Kv,
  store: number,
  changeIds: string[],
  actor: Pick<User, "email">,
  at = new Date(),
): Promise<number> {
  const ids = [...new Set(changeIds)].sort();
  let marked = 0;
  for (let i = 0; i < ids.length; i += MARK_BATCH) {
    const keys = ids.slice(i, i + MARK_BATCH).map((id) => HK.sign(store, id));
    for (let attempt = 0; attempt < 5; attempt++) {
      const entries = await getAll<QueuedSign>(kv, keys);
      const op = kv.atomic();
      let n = 0;
      for (const e of entries) {
        if (!e.value) continue;
        op.check(e).set(e.key, {
          ...e.value,
          printed_at: at.toISOString(),
          printed_by: actor.email,
        });
        n++;
      }
      if ((await op.commit()).ok) {
        marked += n;
        break;
      }
    }
  }
  return marked;
}

async function getAll<T>(kv: Deno.Kv, keys: Deno.KvKey[]): Promise<Deno.KvEntryMaybe<T>[]> {
  const out: Deno.KvEntryMaybe<T>[] = [];
  for (let i = 0; i < keys.length; i += 10) {
    out.push(...await kv.getMany<T[]>(keys.slice(i, i + 10)));
  }
  return out;
}

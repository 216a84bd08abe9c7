// KV layout of marketing (prefix "marketing", registered in lib/db/keys.ts):
//
//   ["marketing","content",style_id]                  → StoredContent (ItemContent + completeness)
//   ["marketing","changes",change_id]                 → Change (ids sort by time)
//   ["marketing","changes_by_subject",subject_id,change_id] → true
//   ["marketing","alias",item_number]                 → Alias (merged or migrated item → its heir)
//   ["marketing","migrations",migration_id]           → Migration
//   ["marketing","size_guides"|"collections"|"assortments",id] → SizeGuide | Collection | Assortment
//   ["marketing","schedule",item_number,start]        → PriceWindow (lib/marketing/library.ts)
//   ["marketing","reviews",style_id,review_id]        → Review
//   ["marketing","review_version"]                    → random id, changed by every review write
//   ["marketing","price_imports",id] / [...,"part",n] → a price-import dry run (price_task.ts)
//   ["marketing","price_mappings"|"price_mapping_headers"|"price_uploads",…] → saved column
//                                                       mappings of price files (price_mapping.ts)
//   ["marketing","handle",handle]                     → style_id (a Shopify handle given in the
//                                                       portal; claimed in the style's save)
//   ["marketing","shopify",…]                         → sync state (lib/marketing/sync_store.ts)
//   ["marketing","fake_shop",…]                       → the local fake Shopify (lib/shopify/fake.ts)
//   ["marketing","version"]                           → random id, changed by every content write
//
// Every catalogue edit goes through `saveStyleEdit`: the style, its variants, the change log
// entries and the style's recomputed completeness are one atomic commit (catalogue putStyle's
// `extra`), so the log never misses or invents a change.
import { getStyle, listVariants, putStyle, type Style, type Variant } from "../catalogue/mod.ts";
import { versionOf } from "../forms/version.ts";
import { type Completeness, completeness } from "./completeness.ts";
import { type Change, type ChangeSource, emptyContent, type ItemContent } from "./model.ts";

export const MK = {
  content: (styleId: string) => ["marketing", "content", styleId],
  contents: () => ["marketing", "content"],
  change: (id: string) => ["marketing", "changes", id],
  changes: () => ["marketing", "changes"],
  bySubject: (subjectId: string) => ["marketing", "changes_by_subject", subjectId],
  alias: (itemNumber: string) => ["marketing", "alias", itemNumber],
  aliases: () => ["marketing", "alias"],
  migration: (id: string) => ["marketing", "migrations", id],
  version: () => ["marketing", "version"],
  handle: (handle: string) => ["marketing", "handle", handle],
} satisfies Record<string, (...args: never[]) => Deno.KvKey>;

export interface StoredContent {
  content: ItemContent;
  completeness: Completeness;
}

/** A time-ordered id (sorts as it was made), unique across instances. */
export function newId(at = Date.now()): string {
  const random = crypto.getRandomValues(new Uint8Array(5));
  return at.toString(36).padStart(9, "0") +
    [...random].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The log entries of one subject's changed fields (only fields whose text differs). */
export function diffFields(
  base: Omit<Change, "id" | "field" | "before" | "after">,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Change[] {
  const out: Change[] = [];
  const text = (v: unknown) =>
    v === undefined || v === null ? "" : typeof v === "string" ? v : JSON.stringify(v);
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const b = text(before[field]);
    const a = text(after[field]);
    if (a !== b) out.push({ ...base, id: newId(Date.parse(base.at)), field, before: b, after: a });
  }
  return out;
}

/** Flattens bilingual fields (name.en, name.fr …) so the log names the language that changed. */
export function flat(record: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(record)) {
    if (v && typeof v === "object" && !Array.isArray(v) && "en" in v && "fr" in v) {
      out[`${k}.en`] = (v as { en: string }).en;
      out[`${k}.fr`] = (v as { fr: string }).fr;
    } else out[k] = v;
  }
  return out;
}

/**
 * Moves a style's custom Shopify handle from `before` to `after` in the caller's atomic: the new
 * one is claimed only if no style holds it (two saves racing for one handle: one commit fails).
 */
export function claimHandle(
  op: Deno.AtomicOperation,
  styleId: string,
  before: string | undefined,
  after: string | undefined,
): void {
  if (before === after) return;
  if (before) op.delete(MK.handle(before));
  if (after) op.check({ key: MK.handle(after), versionstamp: null }).set(MK.handle(after), styleId);
}

export function logChanges(op: Deno.AtomicOperation, changes: Change[]): void {
  for (const c of changes) {
    op.set(MK.change(c.id), c);
    op.set([...MK.bySubject(c.subject_id), c.id], true);
  }
}

function contentChanges(
  old: ItemContent,
  next: ItemContent,
  base: { at: string; user: string; source: ChangeSource },
  styleId: string,
): Change[] {
  const { updated_at: _a, updated_by: _b, style_id: _c, ...before } = old;
  const { updated_at: _d, updated_by: _e, style_id: _f, ...after } = next;
  return diffFields(
    { ...base, subject: "content", subject_id: styleId },
    flat(before),
    flat(after),
  );
}

export async function getContent(kv: Deno.Kv, styleId: string): Promise<ItemContent> {
  return (await kv.get<StoredContent>(MK.content(styleId))).value?.content ??
    emptyContent(styleId);
}

/**
 * Writes a style's edited catalogue data (style fields, variants) with its change log entries and
 * its recomputed completeness in one atomic commit. Throws what putStyle throws (zod errors,
 * CatalogueConflict). Returns the changes written.
 */
export async function saveStyleEdit(
  kv: Deno.Kv,
  style: Style,
  variants: Variant[],
  actor: {
    user: string;
    source: ChangeSource;
    extra?: (op: Deno.AtomicOperation) => void;
    /** New web content of the style, written and logged in the same commit. */
    content?: ItemContent;
  },
): Promise<Change[]> {
  const at = new Date().toISOString();
  const oldStyle = await getStyle(kv, style.id);
  const oldVariants = new Map(
    (await listVariants(kv, { style_id: style.id })).map((v) => [v.item_number, v]),
  );
  const base = { at, user: actor.user, source: actor.source };
  const changes: Change[] = [];
  if (oldStyle) {
    const { sizes: _s, colours: _c, ...before } = oldStyle;
    const { sizes: _s2, colours: _c2, ...after } = style;
    changes.push(
      ...diffFields({ ...base, subject: "style", subject_id: style.id }, flat(before), flat(after)),
    );
  }
  for (const v of variants) {
    const old = oldVariants.get(v.item_number);
    changes.push(...diffFields(
      { ...base, subject: "variant", subject_id: v.item_number },
      old ? flat(old) : {},
      flat(v),
    ));
  }
  for (const [n, old] of oldVariants) {
    if (!variants.some((v) => v.item_number === n)) {
      changes.push(
        ...diffFields({ ...base, subject: "variant", subject_id: n }, { status: old.status }, {
          status: "removed",
        }),
      );
    }
  }
  const entry = await kv.get<StoredContent>(MK.content(style.id));
  const stored = entry.value?.content ?? emptyContent(style.id);
  const content = actor.content
    ? { ...actor.content, style_id: style.id, updated_at: at, updated_by: actor.user }
    : stored;
  if (actor.content) changes.push(...contentChanges(stored, content, base, style.id));
  await putStyle(kv, style, variants, {
    extra: (op) => {
      op.check(entry).set(MK.content(style.id), {
        content,
        completeness: completeness(style, variants, content),
      });
      logChanges(op, changes);
      op.set(MK.version(), crypto.randomUUID());
      actor.extra?.(op);
    },
  });
  return changes;
}

/**
 * Writes a style's web content (texts, images, tags, size guide, web flag) with its change log
 * and completeness. `version` is the content entry's version the editor was read at
 * (lib/forms/version.ts postedVersion): another one stored means someone saved meanwhile
 * (returns "conflict", nothing written); left out, the content is written whatever it was.
 */
export async function saveContent(
  kv: Deno.Kv,
  next: ItemContent,
  user: string,
  version?: string | null,
): Promise<"saved" | "conflict" | "unknown_style"> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const style = await getStyle(kv, next.style_id);
    if (!style) return "unknown_style";
    const variants = await listVariants(kv, { style_id: style.id });
    const entry = await kv.get<StoredContent>(MK.content(style.id));
    const old = entry.value?.content ?? emptyContent(style.id);
    if (version !== undefined && versionOf(entry) !== version) return "conflict";
    const at = new Date().toISOString();
    const content: ItemContent = { ...next, updated_at: at, updated_by: user };
    const changes = contentChanges(old, content, { at, user, source: "edit" }, style.id);
    const op = kv.atomic().check(entry).set(MK.content(style.id), {
      content,
      completeness: completeness(style, variants, content),
    });
    logChanges(op, changes);
    op.set(MK.version(), crypto.randomUUID());
    if ((await op.commit()).ok) return "saved";
  }
  throw new Error("The item's content kept changing while saving; try again");
}

// ---------------------------------------------------------------------------------------------
// Every style's content and completeness, cached per process under the version key (one read
// when nothing changed), for the item list and the vendor and sync pages.

const cache = new WeakMap<Deno.Kv, { version: string | null; map: Map<string, StoredContent> }>();

export async function contentMap(kv: Deno.Kv): Promise<Map<string, StoredContent>> {
  const version = (await kv.get(MK.version())).versionstamp;
  const hit = cache.get(kv);
  if (hit && hit.version === version) return hit.map;
  const map = new Map<string, StoredContent>();
  for await (const e of kv.list<StoredContent>({ prefix: MK.contents() }, { batchSize: 1000 })) {
    map.set(e.value.content.style_id, e.value);
  }
  cache.set(kv, { version, map });
  return map;
}

/** Content and completeness of a style, computed on the spot when none was ever stored. */
export function storedOrFresh(
  map: Map<string, StoredContent>,
  style: Style,
  variants: Variant[],
): StoredContent {
  const hit = map.get(style.id);
  if (hit) return hit;
  const content = emptyContent(style.id);
  return { content, completeness: completeness(style, variants, content) };
}

// ---------------------------------------------------------------------------------------------
// The system changes log.

export interface ChangePage {
  changes: Change[];
  /** The id to continue from (older entries), or null at the end. */
  next: string | null;
}

/** Newest first, optionally for one subject (item number or style id), `limit` at a time. */
export async function listChanges(
  kv: Deno.Kv,
  options: { subject?: string; before?: string; limit?: number } = {},
): Promise<ChangePage> {
  const limit = options.limit ?? 50;
  const prefix = options.subject ? MK.bySubject(options.subject) : MK.changes();
  const selector = options.before ? { prefix, end: [...prefix, options.before] } : { prefix };
  const ids: string[] = [];
  for await (const e of kv.list(selector, { reverse: true, limit: limit + 1 })) {
    ids.push(String(e.key[prefix.length]));
  }
  const page = ids.slice(0, limit);
  const changes: Change[] = [];
  for (let i = 0; i < page.length; i += 10) {
    const got = await kv.getMany<Change[]>(page.slice(i, i + 10).map(MK.change));
    for (const e of got) if (e.value) changes.push(e.value);
  }
  return { changes, next: ids.length > limit ? page.at(-1)! : null };
}

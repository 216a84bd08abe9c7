// CMS pages in KV. Layout:
//   ["cms", "pages", id]                  → CmsPage (the current content)
//   ["cms", "permalinks", permalink]      → id (unique; moved atomically when a permalink changes)
//   ["cms", "revisions", id, revision]    → Revision (every save, numbered from 1; never changed)
// A save writes the page, its permalink entry and the new revision in one atomic operation, with
// version checks on the page and on the permalink it claims.
import type { CmsPage, PageContent, Revision } from "./schema.ts";
import { versionCheck, versionOf } from "../forms/version.ts";

const PAGES = ["cms", "pages"] as const;
const LINKS = ["cms", "permalinks"] as const;
const REVISIONS = ["cms", "revisions"] as const;

export async function getPage(kv: Deno.Kv, id: string): Promise<CmsPage | null> {
  return (await kv.get<CmsPage>([...PAGES, id])).value;
}

/** A page with the version an edit form carries (lib/forms/version.ts). */
export async function pageWithVersion(kv: Deno.Kv, id: string) {
  const entry = await kv.get<CmsPage>([...PAGES, id]);
  return entry.value ? { page: entry.value, version: versionOf(entry) } : null;
}

export async function getPageByPermalink(kv: Deno.Kv, permalink: string) {
  const id = (await kv.get<string>([...LINKS, permalink])).value;
  return id ? await getPage(kv, id) : null;
}

export async function listPages(kv: Deno.Kv): Promise<CmsPage[]> {
  const pages: CmsPage[] = [];
  for await (const entry of kv.list<CmsPage>({ prefix: PAGES })) pages.push(entry.value);
  return pages.sort((a, b) => a.permalink.localeCompare(b.permalink));
}

/** Revisions of a page, newest first. */
export async function listRevisions(kv: Deno.Kv, id: string): Promise<Revision[]> {
  const out: Revision[] = [];
  for await (const entry of kv.list<Revision>({ prefix: [...REVISIONS, id] }, { reverse: true })) {
    out.push(entry.value);
  }
  return out;
}

export async function getRevision(kv: Deno.Kv, id: string, revision: number) {
  return (await kv.get<Revision>([...REVISIONS, id, revision])).value;
}

export type SaveResult =
  | { ok: true; page: CmsPage }
  | { ok: false; reason: "permalink_taken" | "conflict" | "not_found" };

/**
 * Saves content as the next revision of page `id` (a new page when `id` is absent). Refuses a
 * permalink another page holds; `restoredFrom` marks a restore.
 */
export async function savePage(
  kv: Deno.Kv,
  input: {
    id?: string;
    content: PageContent;
    by: string;
    restoredFrom?: number;
    now?: Date;
    /** The version the edit form was read at: a page saved since is a conflict. */
    version?: string | null;
  },
): Promise<SaveResult> {
  const now = (input.now ?? new Date()).toISOString();
  const id = input.id ?? crypto.randomUUID();
  const entry = await kv.get<CmsPage>([...PAGES, id]);
  if (input.id && !entry.value) return { ok: false, reason: "not_found" };
  const old = entry.value;
  const link = await kv.get<string>([...LINKS, input.content.permalink]);
  if (link.value && link.value !== id) return { ok: false, reason: "permalink_taken" };
  const revision = (old?.revision ?? 0) + 1;
  const page: CmsPage = {
    ...input.content,
    id,
    revision,
    created_at: old?.created_at ?? now,
    updated_at: now,
    updated_by: input.by,
  };
  const record: Revision = {
    ...input.content,
    revision,
    saved_at: now,
    saved_by: input.by,
    ...(input.restoredFrom ? { restored_from: input.restoredFrom } : {}),
  };
  const check = input.version === undefined ? entry : versionCheck(entry.key, input.version);
  if (check.versionstamp !== entry.versionstamp) return { ok: false, reason: "conflict" };
  const op = kv.atomic().check(check).check(link)
    .set([...PAGES, id], page)
    .set([...LINKS, page.permalink], id)
    .set([...REVISIONS, id, revision], record);
  if (old && old.permalink !== page.permalink) op.delete([...LINKS, old.permalink]);
  const result = await op.commit();
  return result.ok ? { ok: true, page } : { ok: false, reason: "conflict" };
}

/** Makes revision `revision` the current content again, as a new revision. */
export async function restoreRevision(
  kv: Deno.Kv,
  id: string,
  revision: number,
  by: string,
): Promise<SaveResult> {
  const old = await getRevision(kv, id, revision);
  if (!old) return { ok: false, reason: "not_found" };
  const { permalink, title, body, visibility, published } = old;
  return await savePage(kv, {
    id,
    content: { permalink, title, body, visibility, published },
    by,
    restoredFrom: revision,
  });
}

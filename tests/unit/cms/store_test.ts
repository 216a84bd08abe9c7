// CMS pages: every save is a revision; a restore brings old content back as the newest revision;
// permalinks stay unique and move with the page.
import assert from "node:assert/strict";
import {
  getPageByPermalink,
  listRevisions,
  restoreRevision,
  savePage,
} from "../../../lib/cms/store.ts";
import type { PageContent } from "../../../lib/cms/schema.ts";
import { canSeePage } from "../../../lib/cms/access.ts";

const content = (title: string, permalink = "about"): PageContent => ({
  permalink,
  title: { en: title, fr: `${title} (fr)` },
  body: { en: `Body of ${title}`, fr: `Texte de ${title}` },
  visibility: "public",
  published: true,
});

Deno.test("a page revision restores as the newest revision", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const first = await savePage(kv, { content: content("First"), by: "a@example.com" });
    assert.ok(first.ok);
    const id = first.page.id;
    const second = await savePage(kv, {
      id,
      content: { ...content("Second", "about-us"), visibility: "members" },
      by: "b@example.com",
    });
    assert.ok(second.ok);
    assert.equal(second.page.revision, 2);
    assert.equal(await getPageByPermalink(kv, "about"), null, "the old permalink is released");
    assert.equal((await getPageByPermalink(kv, "about-us"))?.title.en, "Second");

    const restored = await restoreRevision(kv, id, 1, "c@example.com");
    assert.ok(restored.ok);
    assert.equal(restored.page.revision, 3);
    assert.equal(restored.page.title.en, "First");
    assert.equal(restored.page.body.fr, "Texte de First");
    assert.equal(restored.page.visibility, "public");
    assert.equal(restored.page.updated_by, "c@example.com");
    assert.equal((await getPageByPermalink(kv, "about"))?.id, id);
    assert.equal(await getPageByPermalink(kv, "about-us"), null);
    const revisions = await listRevisions(kv, id);
    assert.deepEqual(revisions.map((r) => [r.revision, r.title.en, r.restored_from]), [
      [3, "First", 1],
      [2, "Second", undefined],
      [1, "First", undefined],
    ]);
    assert.equal((await restoreRevision(kv, id, 9, "x")).ok, false);
  } finally {
    kv.close();
  }
});

Deno.test("a permalink belongs to one page", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    assert.ok((await savePage(kv, { content: content("A"), by: "a" })).ok);
    const clash = await savePage(kv, { content: content("B"), by: "a" });
    assert.deepEqual(clash, { ok: false, reason: "permalink_taken" });
  } finally {
    kv.close();
  }
});

Deno.test("who sees a page: public, members-only, unpublished", () => {
  const page = {
    ...content("P"),
    id: "1",
    revision: 1,
    created_at: "",
    updated_at: "",
    updated_by: "",
  };
  const member = { Verified: true, Role: "member", Site_Admin: false } as never;
  const vendor = { Verified: true, Role: "vendor", Site_Admin: false } as never;
  const admin = { Verified: true, Role: "buyer", Site_Admin: true } as never;
  assert.equal(canSeePage(page, null), "ok");
  const members = { ...page, visibility: "members" as const };
  assert.equal(canSeePage(members, null), "sign_in");
  assert.equal(canSeePage(members, vendor), "sign_in");
  assert.equal(canSeePage(members, member), "ok");
  const draft = { ...page, published: false };
  assert.equal(canSeePage(draft, member), "not_found");
  assert.equal(canSeePage(draft, admin), "ok");
});

// Blog store: a scheduled post appears only after its time, tags index, unpublish, paging.
import assert from "node:assert/strict";
import { getVisiblePost, listPublished, savePost, visibleTags } from "../../../lib/blog/store.ts";
import { PostForm, postStatus } from "../../../lib/blog/schema.ts";

const author = { id: "u1", name: "Head Office" };

function form(title: string, extra: Record<string, string> = {}) {
  return PostForm.parse({
    title_en: title,
    title_fr: `${title} (fr)`,
    body_en: "Body",
    body_fr: "Texte",
    tags: "News, Trail Running",
    cover_url: "",
    publish_date: "",
    publish_time: "",
    ...extra,
  });
}

Deno.test("a scheduled post appears only after its time (Toronto wall time)", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const now = new Date("2026-11-23T14:00:00Z"); // 09:00 in Toronto (EST)
    const post = await savePost(kv, {
      data: form("Spring preview", { publish_date: "2026-11-24", publish_time: "08:30" }),
      action: "publish",
      author,
      now,
    });
    assert.ok(post);
    assert.equal(post.publish_at, "2026-11-24T13:30:00.000Z");
    assert.equal(postStatus(post, now), "scheduled");
    const before = new Date("2026-11-24T13:29:59Z");
    const after = new Date("2026-11-24T13:30:00Z");
    assert.equal((await listPublished(kv, { now: before })).posts.length, 0);
    assert.equal(await getVisiblePost(kv, post.id, before), null);
    assert.deepEqual(await visibleTags(kv, before), []);
    assert.equal((await listPublished(kv, { tag: "news", now: before })).posts.length, 0);
    assert.deepEqual((await listPublished(kv, { now: after })).posts.map((p) => p.id), [
      "spring-preview",
    ]);
    assert.equal((await getVisiblePost(kv, post.id, after))?.id, "spring-preview");
    assert.deepEqual(await visibleTags(kv, after), [["news", 1], ["trail-running", 1]]);
    assert.equal(postStatus(post, after), "published");
  } finally {
    kv.close();
  }
});

Deno.test("drafts stay hidden, unpublish hides, ids stay unique, pages of ten", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const now = new Date("2026-11-23T14:00:00Z");
    const draft = await savePost(kv, { data: form("Hello"), action: "save", author, now });
    assert.equal(draft?.state, "draft");
    assert.equal((await listPublished(kv, { now })).posts.length, 0);
    const second = await savePost(kv, { data: form("Hello"), action: "publish", author, now });
    assert.equal(second?.id, "hello-2");
    assert.equal(second?.publish_at, now.toISOString());
    const later = new Date(now.getTime() + 1000);
    assert.equal((await listPublished(kv, { now: later })).posts.length, 1);
    await savePost(kv, { id: "hello-2", data: form("Hello"), action: "unpublish", author, now });
    assert.equal((await listPublished(kv, { now: later })).posts.length, 0);
    assert.equal((await listPublished(kv, { tag: "news", now: later })).posts.length, 0);
    for (let i = 0; i < 12; i++) {
      const at = new Date(now.getTime() - i * 3600_000);
      await savePost(kv, { data: form(`Post ${i}`), action: "publish", author, now: at });
    }
    const one = await listPublished(kv, { now: later });
    assert.equal(one.posts.length, 10);
    assert.equal(one.hasNext, true);
    assert.equal(one.posts[0].id, "post-0");
    const two = await listPublished(kv, { now: later, page: 2 });
    assert.deepEqual(two.posts.map((p) => p.id), ["post-10", "post-11"]);
    assert.equal(two.hasNext, false);
  } finally {
    kv.close();
  }
});

Deno.test("the form refuses bad tags, cover addresses and dates", () => {
  const bad = PostForm.safeParse({
    title_en: "x",
    title_fr: "x",
    body_en: "x",
    body_fr: "x",
    tags: "ok, <b>",
    cover_url: "javascript:alert(1)",
    publish_date: "24/11/2026",
    publish_time: "",
  });
  assert.equal(bad.success, false);
  const paths = bad.error!.issues.map((i) => String(i.path[0])).sort();
  assert.deepEqual(paths, ["cover_url", "publish_date", "tags"]);
});

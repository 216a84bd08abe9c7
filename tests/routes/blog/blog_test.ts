// The blog through the real handler: head office writes a post with hostile title and body, members
// read it inert; a scheduled post stays hidden; the signed Atom feed opens only with its signature.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";

const HOSTILE_TITLE = `<script>alert("t")</script><img src=x onerror=alert(1)>`;

function postForm(fields: Record<string, string>): URLSearchParams {
  return new URLSearchParams({
    title_en: HOSTILE_TITLE,
    title_fr: "Titre <b onmouseover=alert(1)>",
    body_en: "Hello [x](javascript:alert(1)) <script>alert(2)</script>",
    body_fr: "Bonjour",
    tags: "security",
    cover_url: "",
    publish_date: "",
    publish_time: "",
    action: "publish",
    ...fields,
  });
}

Deno.test("blog: a hostile post is published and shown inert; feed is signed", async () => {
  const app = await createTestApp();
  try {
    const admin = await signIn(app, "admin@example.com");
    const staff = await signIn(app, "staff@example.com");
    const post = (body: URLSearchParams, path = "/head-office/blog-management/create") =>
      app.fetch(path, {
        method: "POST",
        headers: { cookie: admin, "content-type": "application/x-www-form-urlencoded" },
        body,
      });

    // Members cannot manage.
    const denied = await app.fetch("/head-office/blog-management", { headers: { cookie: staff } });
    assert.equal(denied.status, 401);
    await denied.body?.cancel();

    // A bad field keeps what was typed and says what is wrong, next to the field.
    const bad = await post(postForm({ tags: "ok, <b>", publish_date: "tomorrow" }));
    assert.equal(bad.status, 400);
    const badHtml = await bad.text();
    assert.match(badHtml, /id="field-tags-error"/);
    assert.match(badHtml, /id="field-publish_date-error"/);
    assert.match(badHtml, /value="ok, &lt;b>"|value="ok, &lt;b&gt;"/);

    const created = await post(postForm({}));
    assert.equal(created.status, 303);
    const location = created.headers.get("location")!;
    assert.match(location, /^\/head-office\/blog-management\/edit\/[a-z0-9-]+\?saved=publish$/);
    const id = location.split("/").at(-1)!.split("?")[0];

    const list = await app.fetch("/blog", { headers: { cookie: staff } });
    assert.equal(list.status, 200);
    const listHtml = await list.text();
    assert.ok(listHtml.includes(`/blog/${id}`));
    assert.doesNotMatch(listHtml, /<script>alert/);
    assert.doesNotMatch(listHtml, /<img src=x/);

    const page = await app.fetch(`/blog/${id}`, { headers: { cookie: staff } });
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.ok(html.includes("&lt;script>alert(") || html.includes("&lt;script&gt;alert("));
    assert.doesNotMatch(html, /<script>alert/);
    assert.doesNotMatch(html, /href="javascript:/);

    // Tag page.
    const tagged = await app.fetch("/blog/tags/security", { headers: { cookie: staff } });
    assert.ok((await tagged.text()).includes(`/blog/${id}`));

    // A scheduled post (next year) is listed for head office, hidden from members.
    const scheduled = await post(postForm({ title_en: "Next year", publish_date: "2099-01-01" }));
    const nextId = scheduled.headers.get("location")!.split("/").at(-1)!.split("?")[0];
    const manage = await app.fetch("/head-office/blog-management", { headers: { cookie: admin } });
    assert.match(await manage.text(), /data-status="scheduled"/);
    const hidden = await app.fetch(`/blog/${nextId}`, { headers: { cookie: staff } });
    assert.equal(hidden.status, 404);
    await hidden.body?.cancel();

    // Preview renders both languages without saving.
    const preview = await post(postForm({ action: "preview", title_en: "Only a preview" }));
    assert.equal(preview.status, 200);
    assert.match(await preview.text(), /data-preview/);
    const all = await app.fetch("/head-office/blog-management", { headers: { cookie: admin } });
    assert.doesNotMatch(await all.text(), /Only a preview/);

    // Unpublish takes it away from members.
    const unpub = await post(
      postForm({ action: "unpublish" }),
      `/head-office/blog-management/edit/${id}`,
    );
    assert.equal(unpub.status, 303);
    const gone = await app.fetch(`/blog/${id}`, { headers: { cookie: staff } });
    assert.equal(gone.status, 404);
    await gone.body?.cancel();

    // The feed: the member's signed address works without a session; a changed one does not.
    const feedUrl = listHtml.match(
      /data-feed-url[^>]*value="([^"]+)"|value="([^"]+)"[^>]*data-feed-url/,
    );
    assert.ok(feedUrl, "the blog page shows the feed address");
    const url = new URL((feedUrl[1] ?? feedUrl[2]).replace(/&amp;/g, "&"));
    const feed = await app.fetch(url.pathname + url.search);
    assert.equal(feed.status, 200);
    assert.match(feed.headers.get("content-type")!, /application\/atom\+xml/);
    const xml = await feed.text();
    assert.match(xml, /<feed xmlns="http:\/\/www.w3.org\/2005\/Atom"/);
    assert.match(xml, /Fall Show 2026/);
    assert.doesNotMatch(xml, /Next year/);
    url.searchParams.set("user", "someone-else");
    const forged = await app.fetch(url.pathname + url.search);
    assert.equal(forged.status, 403);
    await forged.body?.cancel();
  } finally {
    app.close();
  }
});

// The smallest valid PNG (1×1), as a cover upload.
const PNG = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  ),
  (c) => c.charCodeAt(0),
);

Deno.test("blog: an uploaded cover is stored, shown to members, refused when not an image, and removed when replaced", async () => {
  const app = await createTestApp();
  try {
    const admin = await signIn(app, "admin@example.com");
    const staff = await signIn(app, "staff@example.com");
    const send = (file: File, fields: Record<string, string> = {}, path?: string) => {
      const body = new FormData();
      for (const [k, v] of postForm({ title_en: "Cover", title_fr: "Couverture", ...fields })) {
        body.set(k, v);
      }
      body.set("cover_file", file);
      return app.fetch(path ?? "/head-office/blog-management/create", {
        method: "POST",
        headers: { cookie: admin },
        body,
      });
    };

    // Not an image: the error sits at the cover field and the typed title comes back.
    const refused = await send(new File(["%PDF-1.7"], "flyer.pdf", { type: "application/pdf" }));
    assert.equal(refused.status, 400);
    const refusedHtml = await refused.text();
    assert.match(refusedHtml, /id="field-cover_url-error"/);
    assert.match(refusedHtml, /value="Cover"/);

    const created = await send(new File([PNG], "cover.png", { type: "image/png" }));
    assert.equal(created.status, 303);
    const editPath = created.headers.get("location")!.split("?")[0];
    const id = editPath.split("/").at(-1)!;
    const page = await (await app.fetch(`/blog/${id}`, { headers: { cookie: staff } })).text();
    const cover = page.match(/class="post-cover"[^>]*src="(\/files\/[0-9a-f-]{36})"/)?.[1] ??
      page.match(/src="(\/files\/[0-9a-f-]{36})"[^>]*class="post-cover"/)?.[1];
    assert.ok(cover, "the post shows its uploaded cover");
    const image = await app.fetch(cover, { headers: { cookie: staff } });
    assert.equal(image.status, 200);
    assert.deepEqual(new Uint8Array(await image.arrayBuffer()), PNG);

    // A new cover replaces the old one, whose file is gone.
    const replaced = await send(new File([PNG], "new.png", { type: "image/png" }), {}, editPath);
    assert.equal(replaced.status, 303);
    await replaced.body?.cancel();
    const gone = await app.fetch(cover, { headers: { cookie: admin } });
    assert.equal(gone.status, 404);
    await gone.body?.cancel();
  } finally {
    await app.close();
  }
});

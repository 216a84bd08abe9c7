// The blog editor's preview keeps the chosen cover: an uploaded cover shows in the preview, stays in
// the form (a file input cannot keep a file), and the post saved next has it.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";

// A 1×1 PNG.
const PNG = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  ),
  (c) => c.charCodeAt(0),
);

function form(fields: Record<string, string>, cover?: File): FormData {
  const body = new FormData();
  const all = {
    title_en: "Cover test",
    title_fr: "Essai de couverture",
    body_en: "Body",
    body_fr: "Corps",
    tags: "news",
    cover_url: "",
    publish_date: "",
    publish_time: "",
    ...fields,
  };
  for (const [k, v] of Object.entries(all)) body.set(k, v);
  if (cover) body.set("cover_file", cover);
  return body;
}

Deno.test("blog preview keeps the chosen cover, and saving keeps it too", async () => {
  const app = await createTestApp();
  try {
    const admin = await signIn(app, "admin@example.com");
    const post = (body: FormData) =>
      app.fetch("/head-office/blog-management/create", {
        method: "POST",
        headers: { cookie: admin },
        body,
        redirect: "manual",
      });
    const preview = await post(
      form({ action: "preview" }, new File([PNG], "cover.png", { type: "image/png" })),
    );
    assert.equal(preview.status, 200);
    const html = await preview.text();
    const cover = html.match(/name="cover_url"[^>]*value="(\/files\/[0-9a-f-]{36})"/)?.[1] ??
      html.match(/value="(\/files\/[0-9a-f-]{36})"[^>]*name="cover_url"/)?.[1];
    assert.ok(cover, "the uploaded cover stays in the form");
    assert.match(html, new RegExp(`data-preview[^]*<img[^>]*src="${cover}"`));
    const image = await app.fetch(cover, { headers: { cookie: admin } });
    assert.equal(image.status, 200);
    await image.body?.cancel();
    const saved = await post(form({ action: "publish", cover_url: cover }));
    assert.equal(saved.status, 303);
    await saved.body?.cancel();
    const id = saved.headers.get("location")!.split("/").at(-1)!.split("?")[0];
    const staff = await signIn(app, "staff@example.com");
    const shown = await (await app.fetch(`/blog/${id}`, { headers: { cookie: staff } })).text();
    assert.ok(shown.includes(`src="${cover}"`), "the published post shows the cover");
  } finally {
    app.close();
  }
});

// A book page shows each style's picture from the catalogue's web content (lib/marketing), read at
// display time, and the picture opens for a store user.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { FALL_SHOW } from "../../../lib/shows/demo.ts";
import { bookStyles, listBooks } from "../../../lib/shows/store.ts";
import { contentMap } from "../../../lib/marketing/store.ts";

Deno.test("book styles show their catalogue images", async () => {
  const app = await createTestApp();
  try {
    const content = await contentMap(app.kv);
    let found: { vendor: string; book: string; image: string } | null = null;
    for (const book of await listBooks(app.kv, FALL_SHOW)) {
      for (const style of await bookStyles(app.kv, book.id)) {
        const image = content.get(style.style_id)?.content.images[0];
        if (image && !found) found = { vendor: book.vendor, book: book.id, image };
      }
    }
    assert.ok(found, "the demo has a book style with a catalogue image");
    const cookie = await signIn(app, "program@example.com");
    const page = await app.fetch(`/showcloud/${found.vendor}/books/${found.book}`, {
      headers: { cookie },
    });
    assert.equal(page.status, 200);
    assert.match(await page.text(), new RegExp(`<img src="/files/${found.image}"`));
    const image = await app.fetch(`/files/${found.image}`, { headers: { cookie } });
    assert.equal(image.status, 200);
    assert.match(image.headers.get("content-type")!, /^image\//);
    await image.body?.cancel();
  } finally {
    await app.close();
  }
});

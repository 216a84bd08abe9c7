// Product images of a style: alt text required in English and French (upload and each image),
// the colour each shows, their order; the page's <img> and the Shopify payload use the alt text.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { getStyle, listStyles, listVariants } from "../../../lib/catalogue/mod.ts";
import { placeholderPng } from "../../../lib/marketing/png.ts";
import { getContent } from "../../../lib/marketing/store.ts";
import { productPayload } from "../../../lib/marketing/shopify_map.ts";

Deno.test("images: alt text in both languages, colour and order; used on the page and for Shopify", async () => {
  const app = await createTestApp();
  try {
    const cookie = await signIn(app, "buyer@example.com");
    // a style of two colours or more that already has an image without alt text
    let style = null;
    for (const s of await listStyles(app.kv)) {
      const c = await getContent(app.kv, s.id);
      if (s.colours.length > 1 && c.images.length > 0 && !c.image_details?.[c.images[0]]) {
        style = s;
        break;
      }
    }
    assert.ok(style, "a demo style with images and colours");
    const url = `/marketing/master-items/${style.id}`;
    const before = await getContent(app.kv, style.id);
    // every form of the page carries the version it was read at (lib/forms/version.ts)
    const version = async () =>
      (await (await app.fetch(url, { headers: { cookie } })).text())
        .match(/name="_version" value="([0-9a-f]*)"/)![1];
    const upload = async (fields: Record<string, string>) => {
      const form = new FormData();
      form.set("action", "upload");
      form.set("_version", await version());
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      return placeholderPng([20, 40, 60]).then((png) => {
        form.set("image", new File([png as BlobPart], "side.png", { type: "image/png" }));
        return app.fetch(url, { method: "POST", headers: { cookie }, body: form });
      });
    };
    // no French alt text: refused next to its field, the English kept, nothing added
    const refused = await upload({ alt_en: "Side view, black", alt_fr: " " });
    assert.equal(refused.status, 400);
    const html = await refused.text();
    assert.match(html, /Describe what the image shows/);
    assert.match(html, /value="Side view, black"/);
    assert.equal((await getContent(app.kv, style.id)).images.length, before.images.length);

    const colour = style.colours[1].code;
    const added = await upload({
      alt_en: "Side view, second colour",
      alt_fr: "Vue de côté, deuxième couleur",
      colour,
    });
    assert.equal(added.status, 303);
    await added.body?.cancel();
    const after = await getContent(app.kv, style.id);
    const id = after.images.at(-1)!;
    assert.equal(after.images.length, before.images.length + 1);
    assert.deepEqual(after.image_details?.[id], {
      alt: { en: "Side view, second colour", fr: "Vue de côté, deuxième couleur" },
      colour,
    });
    const page = await (await app.fetch(url, { headers: { cookie } })).text();
    assert.match(page, /alt="Side view, second colour"/);
    assert.match(page, new RegExp(`data-image="${id}" data-colour="${colour}"`));
    // the older image has no alt text yet: flagged
    assert.match(page, /data-alt-missing/);

    // moved first
    const stale = await version();
    const moved = await postForm(app, url, {
      action: "move_image",
      file: id,
      dir: "up",
      _version: stale,
    }, { cookie });
    assert.equal(moved.status, 303);
    assert.equal((await getContent(app.kv, style.id)).images.indexOf(id), after.images.length - 2);

    // a form read before that move is refused: 409, what was typed kept, nothing written
    const old = before.images[0];
    const late = await postForm(app, url, {
      action: "image_details",
      file: old,
      alt_en: "Front, typed late",
      alt_fr: "Devant, tard",
      colour: "",
      _version: stale,
    }, { cookie });
    assert.equal(late.status, 409);
    const lateHtml = await late.text();
    assert.match(lateHtml, /Someone else saved this record after you opened it/);
    assert.match(lateHtml, /value="Front, typed late"/);
    assert.equal((await getContent(app.kv, style.id)).image_details?.[old], undefined);
    assert.notEqual(lateHtml.match(/name="_version" value="([0-9a-f]*)"/)![1], stale);

    // the older image gets its alt text; an unknown colour is refused
    const badColour = await postForm(app, url, {
      action: "image_details",
      file: old,
      alt_en: "Front",
      alt_fr: "Devant",
      colour: "ZZZ",
      _version: await version(),
    }, { cookie });
    assert.equal(badColour.status, 400);
    assert.match(await badColour.text(), /Choose one of the style's colours/);
    const saved = await postForm(app, url, {
      action: "image_details",
      file: old,
      alt_en: "Front",
      alt_fr: "Devant",
      colour: "",
      _version: await version(),
    }, { cookie });
    assert.equal(saved.status, 303);
    const content = await getContent(app.kv, style.id);
    assert.deepEqual(content.image_details?.[old], {
      alt: { en: "Front", fr: "Devant" },
      colour: null,
    });

    // Shopify gets the alt text with each image, in the portal's order
    const payload = productPayload(
      (await getStyle(app.kv, style.id))!,
      await listVariants(app.kv, { style_id: style.id }),
      content,
      { vendorName: "V", typeName: "T", imageUrl: (f) => `https://x/${f}` },
    );
    const alts = payload.input.files.map((f) => f.alt);
    assert.equal(alts[content.images.indexOf(old)], "Front");
    assert.equal(alts[content.images.indexOf(id)], "Side view, second colour");
  } finally {
    app.close();
  }
});

// The order page's reads (lib/shows/vendor_order.ts): the book's styles come from the shows view
// kept in memory, so a book write must show on the next view; the store's orders with the vendor
// are read by show, so the page without `?book=` opens the book of the store's order at whichever
// open show it is, and an order written after a view is offered to reorder on the next one.
import assert from "node:assert/strict";
import { signIn } from "../../helpers/auth.ts";
import { versionOf } from "../../../lib/forms/version.ts";
import { saveBook } from "../../../lib/shows/books.ts";
import { FALL_SHOW } from "../../../lib/shows/demo.ts";
import { bookStyles, commitShowOrder, listBooks, putBook } from "../../../lib/shows/store.ts";
import { BOOK, ORDER, submittedOrder, withApp } from "./helpers.ts";

Deno.test("order page: a book write shows on the next view", async () => {
  await withApp(async (app) => {
    const cookie = await signIn(app, "program@example.com"); // store 1310
    const view = async () => await (await app.fetch(ORDER, { headers: { cookie } })).text();
    const styles = await bookStyles(app.kv, BOOK);
    const before = await view();
    assert.ok(before.includes(`data-style="${styles[0].style_id}"`), "the first style is shown");
    assert.ok(!before.includes("Renamed boot"));

    const book = (await listBooks(app.kv, FALL_SHOW, "V1600"))[0];
    const renamed = { ...styles[0], name: { en: "Renamed boot", fr: "Botte renommée" } };
    await putBook(app.kv, book, [renamed, ...styles.slice(1)]);
    assert.match(await view(), /<h3>Renamed boot <small/, "the renamed style, on the next view");

    const entry = await app.kv.get(["show_books", book.id]);
    assert.ok(await saveBook(app.kv, book, styles.slice(1), versionOf(entry)));
    const fewer = await view();
    assert.ok(!fewer.includes(`data-style="${styles[0].style_id}"`), "a removed style is gone");
    assert.ok(fewer.includes(`data-style="${styles[1].style_id}"`));
  });
});

Deno.test("order page without ?book=: the book of the store's order at any open show; orders written after a view follow", async () => {
  await withApp(async (app) => {
    const cookie = await signIn(app, "program@example.com"); // store 1310
    const page = async (path: string) =>
      await (await app.fetch(path, { headers: { cookie } })).text();
    const fall = (await listBooks(app.kv, FALL_SHOW, "V1600"))[0];
    const styles = await bookStyles(app.kv, fall.id);
    const spring = { ...fall, id: "spring-2027-v1600", show: "spring-2027" };
    await putBook(app.kv, spring, styles);
    const plain = "/showcloud/V1600/order?store=1310";
    assert.match(await page(plain), new RegExp(`action="[^"]*book=${fall.id}&amp;store=1310"`));

    // The store's order at the upcoming show: its book is the page's, though the fall show's
    // books come first.
    const item = Object.values(styles[0].items)[0];
    const order = submittedOrder({
      show: "spring-2027",
      store: 1310,
      vendor: "V1600",
      book: spring.id,
      quantities: { [item]: styles[0].case_pack },
    });
    assert.ok(await commitShowOrder(app.kv, order, null));
    const opened = await page(plain);
    assert.match(opened, new RegExp(`action="[^"]*book=${spring.id}&amp;store=1310"`));
    assert.match(opened, new RegExp(`name="q\\.${item}"[^>]*value="${styles[0].case_pack}"`));

    // On the fall book's page the upcoming show's order is an earlier order of the store with the
    // vendor at another show: offered to reorder from, as soon as it is written.
    assert.match(await page(ORDER), new RegExp(`data-reorder[\\s\\S]*from=${order.id}`));
  });
});

Deno.test("order page: the style grids kept rendered follow the stored order and the language", async () => {
  await withApp(async (app) => {
    const cookie = await signIn(app, "program@example.com"); // store 1310
    const view = async () => await (await app.fetch(ORDER, { headers: { cookie } })).text();
    const style = (await bookStyles(app.kv, BOOK))[0];
    const item = Object.values(style.items)[0];
    const cell = new RegExp(`name="q\\.${item}"[^>]*value="${style.case_pack * 3}"`);
    const grids = (page: string) =>
      page.slice(page.indexOf('<div class="style-grids"'), page.indexOf('<h2 id="splits"'));
    const first = await view();
    assert.doesNotMatch(first, cell);
    assert.ok(grids(first).includes(`data-style="${style.style_id}"`));
    assert.equal(grids(await view()), grids(first), "an unchanged order: the same grids");

    const order = submittedOrder({
      show: FALL_SHOW,
      store: 1310,
      vendor: "V1600",
      book: BOOK,
      quantities: { [item]: style.case_pack * 3 },
    });
    assert.ok(await commitShowOrder(app.kv, order, null));
    assert.match(await view(), cell, "the written order, on the next view");

    const switched = await app.fetch("/api/account/set-locale", {
      method: "POST",
      headers: { cookie, "content-type": "application/json", origin: "http://localhost" },
      body: JSON.stringify({ locale: "fr-CA" }),
    });
    assert.equal(switched.status, 200);
    const french = await view();
    assert.match(french, /<html lang="fr-CA"/);
    assert.match(grids(french), /Prix de gros/, "the grids in the page's language");
    assert.match(french, cell);
  });
});

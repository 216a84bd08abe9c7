// The shows and books kept in memory (lib/shows/store.ts showsView): an unchanged view is served
// without reading every show and book again, and every way a show or a book is written shows on
// the next read, and so does every write of a book's styles.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { versionOf } from "../../../lib/forms/version.ts";
import { saveBook } from "../../../lib/shows/books.ts";
import { FALL_SHOW } from "../../../lib/shows/demo.ts";
import {
  bookStyles,
  createShow,
  getShowEntry,
  listBooks,
  listShows,
  putBook,
  putShow,
  saveShow,
} from "../../../lib/shows/store.ts";

Deno.test("shows view: served from memory while unchanged, every write shows on the next read", async () => {
  const app = await createTestApp();
  const kv = app.kv;
  try {
    const shows = await listShows(kv);
    const books = await listBooks(kv, FALL_SHOW);
    assert.strictEqual((await listShows(kv))[0], shows[0], "unchanged: the same show objects");
    assert.strictEqual((await listBooks(kv, FALL_SHOW))[0], books[0], "unchanged: same books");

    const fall = (await getShowEntry(kv, FALL_SHOW))!;
    const renamed = { ...fall.value!, name: { en: "Renamed show", fr: "Salon renommé" } };
    assert.ok(await saveShow(kv, renamed, versionOf(fall)));
    const named = (await listShows(kv)).find((s) => s.key === FALL_SHOW);
    assert.equal(named?.name.en, "Renamed show", "saveShow shows on the next read");

    await putShow(kv, { ...renamed, state: "archived" });
    const archived = (await listShows(kv)).find((s) => s.key === FALL_SHOW);
    assert.equal(archived?.state, "archived", "putShow shows on the next read");

    assert.ok(await createShow(kv, { ...renamed, key: "view-test-show" }));
    assert.ok(
      (await listShows(kv)).some((s) => s.key === "view-test-show"),
      "createShow shows on the next read",
    );

    const book = books[0];
    const styles = await bookStyles(kv, book.id);
    await putBook(kv, { ...book, id: "view-test-book" }, styles.slice(0, 1));
    assert.ok(
      (await listBooks(kv, FALL_SHOW, book.vendor)).some((b) => b.id === "view-test-book"),
      "putBook shows on the next read",
    );

    const entry = await kv.get(["show_books", book.id]);
    const edited = { ...book, name: { en: "Renamed book", fr: "Livre renommé" } };
    assert.ok(await saveBook(kv, edited, styles, versionOf(entry)));
    const saved = (await listBooks(kv, FALL_SHOW)).find((b) => b.id === book.id);
    assert.equal(saved?.name.en, "Renamed book", "saveBook shows on the next read");
  } finally {
    app.close();
  }
});

Deno.test("shows view: a book's styles are kept while unchanged, putBook and saveBook show on the next read", async () => {
  const app = await createTestApp();
  const kv = app.kv;
  try {
    const book = (await listBooks(kv, FALL_SHOW))[0];
    const styles = await bookStyles(kv, book.id);
    assert.ok(styles.length > 1, "the demo book has several styles");
    assert.strictEqual(await bookStyles(kv, book.id), styles, "unchanged: the same styles");

    const renamed = { ...styles[0], name: { en: "Renamed style", fr: "Modèle renommé" } };
    await putBook(kv, book, [renamed, ...styles.slice(1)]);
    assert.equal((await bookStyles(kv, book.id))[0].name.en, "Renamed style", "putBook");

    const entry = await kv.get(["show_books", book.id]);
    assert.ok(await saveBook(kv, book, styles.slice(1), versionOf(entry)));
    assert.deepEqual(
      (await bookStyles(kv, book.id)).map((s) => s.style_id),
      styles.slice(1).map((s) => s.style_id),
      "saveBook (a style removed) shows on the next read",
    );
  } finally {
    app.close();
  }
});

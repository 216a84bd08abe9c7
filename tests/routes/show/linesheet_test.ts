// The linesheet PDF is built once per content version and kept (lib/shows/linesheet.ts): every
// write to what it prints (the book's styles, the vendor, the show) shows in the next PDF, and each
// language keeps its own.
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { signInFrench } from "../head-office/helpers.ts";
import { FALL_SHOW } from "../../../lib/shows/demo.ts";
import { bookStyles, getBook, getShow, putBook, putShow } from "../../../lib/shows/store.ts";
import { getVendor, storeKeys, vendorWritten } from "../../../lib/stores/store.ts";

const BOOK = `${FALL_SHOW}-v1600`;

async function pdfText(app: TestApp, cookie: string): Promise<string> {
  const res = await app.fetch(`/show/${FALL_SHOW}/linesheets/${BOOK}`, { headers: { cookie } });
  assert.equal(res.status, 200);
  const file = await Deno.makeTempFile({ suffix: ".pdf" });
  try {
    await Deno.writeFile(file, new Uint8Array(await res.arrayBuffer()));
    const out = await new Deno.Command("pdftotext", { args: ["-layout", file, "-"] }).output();
    return new TextDecoder().decode(out.stdout);
  } finally {
    await Deno.remove(file);
  }
}

Deno.test("the kept linesheet follows every write and each language", async () => {
  const app = await createTestApp();
  try {
    const cookie = await signIn(app, "buyer@example.com");
    const book = (await getBook(app.kv, BOOK))!;
    const styles = await bookStyles(app.kv, BOOK);
    const first = styles[0];
    const before = await pdfText(app, cookie);
    assert.match(before, new RegExp(`${first.style_id}\\s+`));
    assert.doesNotMatch(before, /Linesheet renamed style/);
    assert.equal(await pdfText(app, cookie), before, "an unchanged book prints the same");

    // The book's styles: a renamed style prints under its new name.
    await putBook(app.kv, book, [
      { ...first, name: { en: "Linesheet renamed style", fr: "Modèle renommé" } },
      ...styles.slice(1),
    ]);
    assert.match(await pdfText(app, cookie), /Linesheet renamed style/);

    // The vendor's name.
    const vendor = (await getVendor(app.kv, book.vendor))!;
    await vendorWritten(
      app.kv.atomic().set(storeKeys.vendor(book.vendor), { ...vendor, name: "Renamed Vendor Co" }),
    ).commit();
    assert.match(await pdfText(app, cookie), /Renamed Vendor Co/);

    // The show's name.
    const show = (await getShow(app.kv, FALL_SHOW))!;
    await putShow(app.kv, { ...show, name: { en: "Renamed show", fr: "Salon renommé" } });
    assert.match(await pdfText(app, cookie), /Renamed show/);

    // A French reader gets the French linesheet, not the English one kept for the same book.
    const french = await pdfText(app, await signInFrench(app, "admin@example.com"));
    assert.match(french, /Salon renommé/);
    assert.match(french, /Modèle renommé/);
    assert.match(french, /Tailles : /);
    assert.match(await pdfText(app, cookie), /Sizes: /);
  } finally {
    await app.close();
  }
});

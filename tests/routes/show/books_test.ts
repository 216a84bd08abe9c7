// Order books created by head office (issue 29 item 6): a new show gets a book by its form and by a
// CSV/XLSX import (a preview lists each row's errors at the row and writes nothing; apply writes the
// styles in the shape the showcloud reads), a stale save is refused, a store can open the order page
// of the new book, and the linesheet PDF prints the styles with their catalogue pictures.
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { signInFrench } from "../head-office/helpers.ts";
import { listStyles, listVariants } from "../../../lib/catalogue/mod.ts";
import { contentMap } from "../../../lib/marketing/store.ts";
import { bookStyles, getBook } from "../../../lib/shows/store.ts";
import { cellKey } from "../../../lib/shows/grid.ts";
import { getVendor } from "../../../lib/stores/store.ts";

const SHOW = "spring-buying-2031";

async function withApp(fn: (app: TestApp, cookie: string) => Promise<void>) {
  const app = await createTestApp();
  try {
    await fn(app, await signIn(app, "admin@example.com"));
  } finally {
    app.close();
  }
}

/** Creates the show through its form, then a V100 book through the new-book form; the book id. */
async function showAndBook(app: TestApp, cookie: string): Promise<string> {
  const show = await postForm(app, "/head-office/show", {
    action: "create",
    key: SHOW,
    name_en: "Spring buying 2031",
    name_fr: "Achats printemps 2031",
    starts: "2031-03-01",
    ends: "2031-03-03",
    venue: "Toronto Congress Centre",
    state: "active",
    deadline_date: "2031-03-31",
    terms_en: "",
    terms_fr: "",
  }, { cookie });
  assert.equal(show.status, 303, await show.text());
  const missing = await postForm(app, `/head-office/show/${SHOW}/books/new`, {
    vendor: "V100",
    name_en: "Spring 2031",
    name_fr: "",
    season: "SS31",
  }, { cookie });
  assert.equal(missing.status, 400);
  const page = await missing.text();
  assert.match(page, /value="Spring 2031"/, "what was typed is kept");
  assert.match(page, /Give at least one delivery window/);
  // Vendors are picked by name (issue 32: not "V100 — name"); the choice typed is kept.
  const v100 = (await getVendor(app.kv, "V100"))!.name;
  assert.match(page, new RegExp(`<option value="V100" selected>${v100} \\(V100\\)</option>`));
  const res = await postForm(app, `/head-office/show/${SHOW}/books/new`, {
    vendor: "V100",
    name_en: "Spring 2031",
    name_fr: "Printemps 2031",
    season: "SS31",
    start_ship_1: "2031-06-01",
    cancel_date_1: "2031-06-30",
    start_ship_2: "2031-08-01",
    cancel_date_2: "2031-08-31",
  }, { cookie });
  assert.equal(res.status, 303);
  const id = res.headers.get("location")!.match(/books\/([^?]+)/)![1];
  const book = await getBook(app.kv, id);
  assert.deepEqual(book?.windows, [
    { start_ship: "2031-06-01", cancel_date: "2031-06-30" },
    { start_ship: "2031-08-01", cancel_date: "2031-08-31" },
  ]);
  return id;
}

function upload(app: TestApp, path: string, cookie: string, name: string, body: BlobPart) {
  const form = new FormData();
  form.set("action", "preview");
  form.set("file", new File([body], name));
  return app.fetch(path, { method: "POST", headers: { cookie }, body: form, redirect: "manual" });
}

/** A V100 catalogue style that has a picture in the catalogue's web content. */
async function pictured(app: TestApp) {
  const content = await contentMap(app.kv);
  const style = (await listStyles(app.kv, { vendor: "V100" }))
    .find((s) => content.get(s.id)?.content.images.length)!;
  assert.ok(style, "the demo has a pictured V100 style");
  return style;
}

Deno.test("a book is imported with a preview that names each row's errors, then applied", async () => {
  await withApp(async (app, cookie) => {
    const id = await showAndBook(app, cookie);
    const path = `/head-office/show/${SHOW}/books/${id}`;
    const cat = await pictured(app);
    const csv = [
      "style,colour,colour_en,colour_fr,sizes,name_en,name_fr,department,wholesale,retail,case_pack,minimum",
      `${cat.id},,,,,,,,80.00,,2,4`,
      "NEW-1,RED,Red,Rouge,S;M;L,Élan tee,T-shirt Élan,Apparel,12.50,29.99,3,6",
      "NEW-1,BLU,Blue,Bleu,S;M;L,Élan tee,T-shirt Élan,Apparel,12.50,29.99,3,6",
      "NEW-2,BLK,Black,Noir,OS,Cap,Casquette,Apparel,abc,19.99,1,0",
      "NEW-1,GRN,Green,Vert,S;M;L,Élan tee,T-shirt Élan,Apparel,13.00,29.99,3,6",
    ].join("\n");
    const bad = await upload(app, path, cookie, "book.csv", csv);
    assert.equal(bad.status, 400);
    const html = await bad.text();
    const row = (n: number) => html.match(new RegExp(`data-row="${n}"[\\s\\S]*?</tr>`))![0];
    assert.match(row(2), /data-row-ok="true"[\s\S]*from the catalogue/);
    assert.match(row(5), /data-row-ok="false"[\s\S]*Wholesale: must be an amount/);
    assert.match(row(6), /Wholesale differs from row 3 of the same style/);
    assert.doesNotMatch(html, /data-apply-import/, "no apply while a row fails");
    assert.equal((await bookStyles(app.kv, id)).length, 0, "a preview writes nothing");

    // A French spreadsheet's CSV: semicolons between cells, decimal commas.
    const french = await upload(
      app,
      path,
      cookie,
      "livre.csv",
      "style;colour;colour_en;sizes;name_en;department;wholesale;retail;case_pack\n" +
        "FR-1;NOI;Noir;S;Tuque;Accessoires;12,50;24,99;2\n",
    );
    assert.equal(french.status, 200);
    assert.match(await french.text(), /data-row="2"[\s\S]*?12\.50[\s\S]*?OK/);

    // The fixed file, as XLSX.
    const { default: ExcelJS } = await import("exceljs");
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("Book");
    for (
      const line of csv.split("\n").filter((l) => !l.startsWith("NEW-2") && !l.includes("GRN"))
    ) {
      ws.addRow(line.split(","));
    }
    const xlsx = await upload(
      app,
      path,
      cookie,
      "book.xlsx",
      await wb.xlsx.writeBuffer() as ArrayBuffer,
    );
    assert.equal(xlsx.status, 200);
    const preview = await xlsx.text();
    assert.match(preview, /3 rows read, 0 with errors; 2 styles would be written/);
    const rows = preview.match(/name="rows" value="([^"]*)"/)![1]
      .replaceAll("&quot;", '"').replaceAll("&amp;", "&").replaceAll("&#10;", "\n");
    const version = preview.match(/data-import-preview[\s\S]*?name="_version" value="([^"]*)"/)![1];
    const applied = await postForm(app, path, { action: "apply", rows, _version: version }, {
      cookie,
    });
    assert.equal(applied.status, 303);
    assert.match(applied.headers.get("location")!, /imported=2/);

    const styles = await bookStyles(app.kv, id);
    assert.deepEqual(styles.map((s) => s.style_id).sort(), [cat.id, "NEW-1"].sort());
    const fromCatalogue = styles.find((s) => s.style_id === cat.id)!;
    const variants = await listVariants(app.kv, { style_id: cat.id });
    assert.equal(fromCatalogue.name.en, cat.name.en);
    assert.deepEqual(fromCatalogue.sizes, cat.sizes);
    assert.equal(Object.keys(fromCatalogue.items).length, variants.length);
    const v = variants[0];
    assert.equal(fromCatalogue.items[cellKey(v.colour, v.size)], v.item_number);
    assert.equal(fromCatalogue.wholesale, 80);
    assert.equal(fromCatalogue.retail, v.retail / 100);
    assert.equal(fromCatalogue.case_pack, 2);
    const tee = styles.find((s) => s.style_id === "NEW-1")!;
    assert.deepEqual(tee.colours.map((c) => c.code), ["RED", "BLU"]);
    assert.equal(tee.items[cellKey("BLU", "M")], "NEW-1-BLU-M");
    assert.equal((await getBook(app.kv, id))?.style_count, 2);

    // A store orders from the new book.
    const store = await signIn(app, "program@example.com");
    const order = await app.fetch(`/showcloud/V100/order?book=${id}&store=1310`, {
      headers: { cookie: store },
    });
    assert.equal(order.status, 200);
    const orderPage = await order.text();
    assert.match(orderPage, /NEW-1-BLU-M/);
    const storeBook = await app.fetch(`/showcloud/V100/books/${id}`, {
      headers: { cookie: store },
    });
    assert.match(await storeBook.text(), new RegExp(`href="/show/${SHOW}/linesheets/${id}"`));

    // The linesheet prints every style, its picture and French text as typed.
    const pdf = await app.fetch(`/show/${SHOW}/linesheets/${id}`, { headers: { cookie: store } });
    assert.equal(pdf.status, 200);
    assert.equal(pdf.headers.get("content-type"), "application/pdf");
    const file = await Deno.makeTempFile({ suffix: ".pdf" });
    try {
      await Deno.writeFile(file, new Uint8Array(await pdf.arrayBuffer()));
      const text = new TextDecoder().decode(
        (await new Deno.Command("pdftotext", { args: ["-layout", file, "-"] }).output()).stdout,
      );
      assert.match(text, /Spring 2031/);
      assert.match(text, /NEW-1\s+Élan tee/);
      assert.match(
        text,
        new RegExp(`${cat.id}\\s+${cat.name.en.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
      );
      assert.match(text, /Case pack 3 · Minimum 6 units/);
      assert.match(text, /Colours: RED Red, BLU Blue/);
      const images = new TextDecoder().decode(
        (await new Deno.Command("pdfimages", { args: ["-list", file] }).output()).stdout,
      );
      assert.ok(
        images.trim().split("\n").length >= 3,
        `the catalogue picture is in the PDF:\n${images}`,
      );
    } finally {
      await Deno.remove(file);
    }
    // A vendor account has no show data: no linesheet.
    const vendor = await signIn(app, "vendor@example.com");
    const refused = await app.fetch(`/show/${SHOW}/linesheets/${id}`, {
      headers: { cookie: vendor },
    });
    assert.equal(refused.status, 401);
    await refused.body?.cancel();
  });
});

Deno.test("the book form edits styles as rows; a stale save is refused and keeps what was typed", async () => {
  await withApp(async (app, cookie) => {
    const id = await showAndBook(app, cookie);
    const path = `/head-office/show/${SHOW}/books/${id}`;
    const page = await (await app.fetch(path, { headers: { cookie } })).text();
    const version = page.match(/data-book-form[\s\S]*?name="_version" value="([^"]*)"/)![1];
    const fields = {
      action: "save",
      _version: version,
      name_en: "Spring 2031",
      name_fr: "Printemps 2031",
      season: "SS31",
      start_ship_1: "2031-06-01",
      cancel_date_1: "2031-06-30",
    };
    const typed = "style,colour,colour_en,sizes,name_en,department,wholesale,retail,case_pack\n" +
      "GLV-1,BLK,Black,10;12;14,Pro glove,Hockey,45.00,99.99,2\n" +
      "GLV-2,BLK,Black,10;12,Junior glove,Hockey,,59.99,2";
    const bad = await postForm(app, path, { ...fields, styles: typed }, { cookie });
    assert.equal(bad.status, 400);
    const html = await bad.text();
    assert.match(html, /1 row has errors/);
    assert.match(html, /data-row="3"[\s\S]*?Wholesale: must be an amount/);
    assert.match(html, /Junior glove/, "the typed rows are kept");
    assert.equal((await bookStyles(app.kv, id)).length, 0);

    const good = typed.replace(",,59.99", ",30.00,59.99");
    const saved = await postForm(app, path, { ...fields, styles: good }, { cookie });
    assert.equal(saved.status, 303);
    const styles = await bookStyles(app.kv, id);
    assert.deepEqual(styles.map((s) => [s.style_id, s.wholesale, s.name.fr]), [
      ["GLV-1", 45, "Pro glove"],
      ["GLV-2", 30, "Junior glove"],
    ]);
    assert.deepEqual((await getBook(app.kv, id))?.windows, [
      { start_ship: "2031-06-01", cancel_date: "2031-06-30" },
    ]);

    // The same form again, read before that save: refused, nothing lost.
    const stale = await postForm(app, path, {
      ...fields,
      season: "SS32",
      styles: good.split("\n").slice(0, 2).join("\n"),
    }, { cookie });
    assert.equal(stale.status, 409);
    assert.match(await stale.text(), /value="SS32"/);
    assert.equal((await bookStyles(app.kv, id)).length, 2);
    assert.equal((await getBook(app.kv, id))?.season, "SS31");

    // One catalogue style added by its number: the catalogue fills in the rest.
    const now = (await (await app.fetch(path, { headers: { cookie } })).text())
      .match(/data-add-style[\s\S]*?name="_version" value="([^"]*)"/)![1];
    const unknown = await postForm(app, path, {
      action: "add_style",
      _version: now,
      add_style: "NOPE-9",
      add_wholesale: "10",
      add_case_pack: "2",
      add_minimum: "0",
    }, { cookie });
    assert.equal(unknown.status, 400);
    const unknownPage = await unknown.text();
    assert.match(unknownPage, /Style NOPE-9 is not in the catalogue/);
    assert.match(unknownPage, /name="add_style"[^>]*value="NOPE-9"/);
    const cat = await pictured(app);
    const added = await postForm(app, path, {
      action: "add_style",
      _version: now,
      add_style: cat.id,
      add_wholesale: "",
      add_case_pack: "4",
      add_minimum: "8",
    }, { cookie });
    assert.equal(added.status, 303);
    const withCat = await bookStyles(app.kv, id);
    assert.deepEqual(withCat.map((s) => s.style_id).sort(), [cat.id, "GLV-1", "GLV-2"].sort());
    const one = withCat.find((s) => s.style_id === cat.id)!;
    const first = (await listVariants(app.kv, { style_id: cat.id }))[0];
    assert.equal(one.wholesale, first.cost / 100, "a blank wholesale is the catalogue cost");
    assert.deepEqual([one.case_pack, one.minimum], [4, 8]);
    assert.match(
      await (await app.fetch(path, { headers: { cookie } })).text(),
      new RegExp(`data-style="${cat.id}"[\\s\\S]*?<img src="/files/`),
      "the book page shows the catalogue picture",
    );

    const csv = await app.fetch(`${path}?format=csv`, { headers: { cookie } });
    const text = (await csv.text()).replace(/^\uFEFF/, "");
    assert.match(text, /^style,colour,colour_en,colour_fr,sizes/);
    assert.match(
      text,
      /GLV-2,BLK,Black,Black,10;12,Junior glove,Junior glove,Hockey,other,30\.00,59\.99,2,0,10=GLV-2-BLK-10;12=GLV-2-BLK-12/,
    );

    // In French: the page and the linesheet.
    const french = await signInFrench(app, "buyer@example.com");
    const fr = await (await app.fetch(path, { headers: { cookie: french } })).text();
    assert.match(fr, /Importer des modèles d’un fichier/);
    assert.doesNotMatch(fr, /Import styles from a file|Add a style from the catalogue/);
    const frPdf = await app.fetch(`/show/${SHOW}/linesheets/${id}`, {
      headers: { cookie: french },
    });
    const frFile = await Deno.makeTempFile({ suffix: ".pdf" });
    try {
      await Deno.writeFile(frFile, new Uint8Array(await frPdf.arrayBuffer()));
      const text = new TextDecoder().decode(
        (await new Deno.Command("pdftotext", { args: ["-layout", frFile, "-"] }).output()).stdout,
      );
      assert.match(text, /Caisse de 2 · Minimum 0 unités/);
      assert.match(text, /Fenêtres de livraison : du /);
    } finally {
      await Deno.remove(frFile);
    }

    // Members cannot reach head office's book pages.
    const member = await signIn(app, "owner@example.com");
    const denied = await postForm(app, path, { ...fields, styles: good }, { cookie: member });
    assert.equal(denied.status, 401);
    await denied.body?.cancel();
  });
});

// Book rows checked one by one (lib/shows/books_rows.ts): rows of one style must agree on what the
// style shares, a colour or an item number is given once, a book holds at most MAX_BOOK_STYLES,
// and text with semicolons and decimal commas (a French spreadsheet's CSV) reads the same.
import assert from "node:assert/strict";
import { i18nFor } from "../../../lib/i18n/mod.ts";
import { MAX_BOOK_STYLES, parseBookRows } from "../../../lib/shows/books_rows.ts";
import { rowsToText, stylesToRows, textToRows } from "../../../lib/shows/books_text.ts";

const t = i18nFor("en-US").t;
const HEADER = "style,colour,colour_en,sizes,name_en,department,wholesale,retail,case_pack";

async function parse(text: string) {
  const kv = await Deno.openKv(":memory:");
  try {
    return await parseBookRows(kv, textToRows(text), [], t);
  } finally {
    kv.close();
  }
}

Deno.test("rows of one style agree; colours and items are given once", async () => {
  const parsed = await parse([
    HEADER,
    "A-1,RED,Red,S;M,Tee,Apparel,10.00,20.00,2",
    "A-1,RED,Red,S;M,Tee,Apparel,10.00,20.00,2",
    "A-1,BLU,Blue,S;M,Tee,Apparel,10.00,20.00,3",
    "B-1,BLK,Black,OS,Cap,Apparel,5.00,9.99,1",
  ].join("\n"));
  const byRow = Object.fromEntries(parsed.rows.map((r) => [r.row, r.errors]));
  assert.deepEqual(byRow[2], []);
  assert.deepEqual(byRow[3], ["Colour RED is already given on row 2."]);
  assert.deepEqual(byRow[4], ["Case pack differs from row 2 of the same style."]);
  assert.deepEqual(byRow[5], []);
  // A style with a failed row is left out whole; the others are kept.
  assert.deepEqual(parsed.styles.map((s) => s.style_id), ["B-1"]);
});

Deno.test("a semicolon file with decimal commas reads as the comma file does", async () => {
  const comma = await parse(`${HEADER}\nA-1,RED,Red,S;M,Tee,Apparel,12.50,24.99,2`);
  const semi = await parse(
    `${HEADER.replaceAll(",", ";")}\nA-1;RED;Red;"S;M";Tee;Apparel;12,50;24,99;2`,
  );
  assert.deepEqual(semi.styles, comma.styles);
  assert.equal(semi.styles[0].wholesale, 12.5);
  // and a book written out reads back as itself
  const again = await parse(rowsToText(stylesToRows(comma.styles)));
  assert.deepEqual(again.styles, comma.styles);
});

Deno.test("a book holds at most MAX_BOOK_STYLES styles", async () => {
  const rows = Array.from(
    { length: MAX_BOOK_STYLES + 1 },
    (_, i) => `S-${i},BLK,Black,OS,Style ${i},Apparel,1.00,2.00,1`,
  );
  const parsed = await parse([HEADER, ...rows].join("\n"));
  assert.deepEqual(parsed.errors, [`A book holds at most ${MAX_BOOK_STYLES} styles.`]);
});

import assert from "node:assert/strict";
import { renderToString } from "preact-render-to-string";
import { DataTable } from "../../../components/DataTable.tsx";
import {
  type Column,
  csvField,
  csvResponseFor,
  pageOf,
  sortRows,
  tableHref,
  tableState,
  toCsv,
} from "../../../lib/forms/table.ts";
import { i18nFor } from "../../../lib/i18n/mod.ts";

interface Row {
  store: number;
  name: string;
  sales: number | null;
}

const rows: Row[] = [
  { store: 1310, name: "Timmins", sales: 1200.5 },
  { store: 1234, name: "Sudbury", sales: 980 },
  { store: 2051, name: "Évain", sales: null },
  { store: 1000, name: '=HYPERLINK("x")', sales: 15 },
];

const columns: Column<Row>[] = [
  { key: "store", label: "Store", num: true, sortable: true, value: (r) => r.store },
  { key: "name", label: "Name", sortable: true, value: (r) => r.name },
  {
    key: "sales",
    label: "Sales",
    num: true,
    sortable: true,
    value: (r) => r.sales,
    cell: (r) => (r.sales === null ? "—" : `$${r.sales.toFixed(2)}`),
  },
];

const url = (q: string) => new URL(`http://portal.test/list?${q}`);

Deno.test("tableState reads only its own table's parameters and known sortable columns", () => {
  assert.deepEqual(tableState(url("table=t&sort=sales&dir=desc&page=2"), "t", columns), {
    sort: "sales",
    dir: "desc",
    page: 2,
  });
  assert.deepEqual(tableState(url("table=other&sort=sales"), "t", columns, { sort: "store" }), {
    sort: "store",
    dir: "asc",
    page: 1,
  });
  assert.deepEqual(tableState(url("table=t&sort=nope&page=-3"), "t", columns), {
    sort: null,
    dir: "asc",
    page: 1,
  });
});

Deno.test("sortRows: numbers as numbers, blanks last both ways, stable", () => {
  const by = (sort: string, dir: "asc" | "desc") =>
    sortRows(rows, columns, { sort, dir, page: 1 }).map((r) => r.store);
  assert.deepEqual(by("sales", "desc"), [1310, 1234, 1000, 2051]);
  assert.deepEqual(by("sales", "asc"), [1000, 1234, 1310, 2051]);
  assert.deepEqual(by("store", "asc"), [1000, 1234, 1310, 2051]);
  // Accents sort with their letter (É with E), not after Z.
  assert.deepEqual(by("name", "asc"), [1000, 2051, 1234, 1310]);
});

Deno.test("pageOf: pages of n rows, a page past the end shows the last", () => {
  const many = Array.from({ length: 120 }, (_, i) => i);
  assert.deepEqual(pageOf(many, 1, 50).rows.length, 50);
  const last = pageOf(many, 9, 50);
  assert.deepEqual([last.page, last.pages, last.total, last.rows[0]], [3, 3, 120, 100]);
});

Deno.test("CSV: same columns, raw numbers, RFC 4180 quoting, formulas made inert", () => {
  assert.equal(
    toCsv(columns, rows),
    "Store,Name,Sales\r\n1310,Timmins,1200.5\r\n1234,Sudbury,980\r\n2051,Évain,\r\n" +
      '1000,"\'=HYPERLINK(""x"")",15\r\n',
  );
  assert.equal(csvField("-12.5"), "-12.5");
  assert.equal(csvField("-cmd"), "'-cmd");
  assert.equal(csvField("a\nb"), '"a\nb"');
});

Deno.test("csvResponseFor answers only its own table's CSV, sorted as shown", async () => {
  assert.equal(csvResponseFor(url("table=t"), "t", columns, rows, "stores"), null);
  assert.equal(csvResponseFor(url("table=x&format=csv"), "t", columns, rows, "stores"), null);
  const res = csvResponseFor(
    url("table=t&format=csv&sort=store&dir=desc"),
    "t",
    columns,
    rows,
    "stores",
  )!;
  assert.equal(res.headers.get("content-type"), "text/csv; charset=utf-8");
  assert.match(res.headers.get("content-disposition")!, /filename="stores.csv"/);
  const text = await res.text();
  assert.equal(text.charCodeAt(0), 0xfeff);
  assert.deepEqual(text.slice(1).split("\r\n").slice(1, 3).map((l) => l.split(",")[0]), [
    "2051",
    "1310",
  ]);
});

Deno.test("tableHref keeps other parameters and drops another table's state", () => {
  assert.equal(
    tableHref(url("store=1234&table=other&sort=x&page=3"), "t", { sort: "name", dir: "asc" }),
    "/list?store=1234&table=t&sort=name&dir=asc",
  );
});

Deno.test("DataTable renders sort links, right-aligned numbers, labels for phones, pager, CSV", () => {
  const t = i18nFor("fr-CA").t;
  const many = Array.from({ length: 60 }, (_, i) => ({ store: 1000 + i, name: `S${i}`, sales: i }));
  const html = renderToString(
    <DataTable
      id="t"
      t={t}
      url={url("table=t&sort=sales&dir=desc&page=2")}
      columns={columns}
      rows={many}
      pageSize={25}
    />,
  );
  assert.match(
    html,
    /<th scope="col" class="num" aria-sort="descending"><a href="\/list\?table=t&amp;sort=sales&amp;dir=asc#t" rel="nofollow">Sales ▼<\/a><\/th>/,
  );
  assert.match(html, /<td class="num" data-label="Sales">\$34.00<\/td>/); // page 2 of sales desc starts at 34
  assert.ok(!html.includes("$35.00") && !html.includes("$9.00"));
  assert.match(html, /Page 2 sur 3/);
  assert.match(html, /href="\/list\?table=t&amp;sort=sales&amp;dir=desc#t" rel="prev"/);
  assert.match(html, /href="\/list\?table=t&amp;sort=sales&amp;dir=desc&amp;page=3#t" rel="next"/);
  assert.match(
    html,
    /href="\/list\?table=t&amp;sort=sales&amp;dir=desc&amp;format=csv"[^>]*data-csv-link/,
  );
  assert.match(html, /Télécharger en CSV/);
  assert.match(html, /Lignes : 60/);
  const empty = renderToString(
    <DataTable id="t" t={t} url={url("")} columns={columns} rows={[]} />,
  );
  assert.match(empty, /Rien à afficher/);
});

Deno.test("a table's bad query values are reported above it, in the page's language", () => {
  const { t } = i18nFor("en-US");
  const html = renderToString(
    <DataTable id="t" columns={columns} rows={rows} url={url("table=t&sort=nope&page=x")} t={t} />,
  );
  assert.match(html, /data-query-problem="sort"/);
  assert.match(
    html,
    /“nope” is not a valid sort column \(Must be one of: &quot;store&quot;, &quot;name&quot;/,
  );
  assert.match(html, /data-query-problem="page"/);
  // The table is still there, in its default order.
  assert.match(html, /<table/);
  const fr = renderToString(
    <DataTable
      id="t"
      columns={columns}
      rows={[]}
      url={url("table=t&dir=up")}
      t={i18nFor("fr-CA").t}
    />,
  );
  assert.match(fr, /« up » n’est pas une valeur valide pour sens du tri/);
  // Another table's parameters and good values raise nothing.
  const quiet = renderToString(
    <DataTable id="t" columns={columns} rows={rows} url={url("table=u&sort=nope")} t={t} />,
  );
  assert.doesNotMatch(quiet, /data-query-problems/);
});

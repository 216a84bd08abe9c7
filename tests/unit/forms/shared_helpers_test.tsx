// The helpers every page shares: a table spec answers its own CSV with its default sort and in the
// page's language, a field binder names a field once, and an action form posts what it names.
import assert from "node:assert/strict";
import { renderToString } from "preact-render-to-string";
import { type Column, csvOrRender, sortable, type TableSpec } from "../../../lib/forms/table.ts";
import { i18nFor } from "../../../lib/i18n/mod.ts";
import { fieldsOf } from "../../../components/Field.tsx";
import { ActionForm } from "../../../components/forms/ActionForm.tsx";

interface Row {
  store: number;
  sales: number;
}
const rows: Row[] = [{ store: 1310, sales: 1200.5 }, { store: 1234, sales: 980 }];
const SALES: TableSpec<Row> = {
  id: "sales",
  columns: (t): Column<Row>[] => [
    { key: "store", label: t("common.store"), num: true, sortable: true, value: (r) => r.store },
    { key: "sales", label: "Sales", num: true, sortable: true, value: (r) => r.sales },
  ],
  defaults: { sort: "store", dir: "asc" },
};

function page(query: string, locale: "en-US" | "fr-CA" = "en-US") {
  const rendered: string[] = [];
  const ctx = {
    url: new URL(`http://portal.test/list?${query}`),
    state: { t: i18nFor(locale).t, locale },
    render: (data: string) => {
      rendered.push(data);
      return new Response("page");
    },
  };
  return { ctx, rendered };
}

Deno.test("csvOrRender renders the page unless this table's CSV is asked for", async () => {
  for (const query of ["", "table=sales", "table=other&format=csv"]) {
    const { ctx, rendered } = page(query);
    assert.equal(await (await csvOrRender(ctx, "data", SALES, rows)).text(), "page");
    assert.deepEqual(rendered, ["data"]);
  }
});

Deno.test("csvOrRender answers the CSV in the spec's default sort and the page's language", async () => {
  const { ctx, rendered } = page("table=sales&format=csv", "fr-CA");
  const res = await csvOrRender(ctx, "data", SALES, rows, "ventes");
  assert.deepEqual(rendered, []);
  assert.match(res.headers.get("content-disposition")!, /filename="ventes.csv"/);
  const lines = (await res.text()).slice(1).split("\r\n");
  assert.equal(lines[1], "1234;980");
  assert.equal(lines[2], "1310;1200,5");
});

Deno.test("fieldsOf gives a field its name, its typed value and its error", () => {
  const field = fieldsOf({ email: "a@b.test", tags: ["x"] }, { email: "Required" });
  assert.deepEqual(field("email"), { name: "email", value: "a@b.test", error: "Required" });
  assert.deepEqual(field("tags"), { name: "tags", value: undefined, error: undefined });
});

Deno.test("an action form posts its action and fields; a confirmed one asks first", () => {
  const plain = renderToString(
    <ActionForm action="remind" fields={{ store: 1310 }} button={{ class: "secondary" }}>
      Remind
    </ActionForm>,
  );
  assert.match(plain, /<input type="hidden" name="action" value="remind"\/>/);
  assert.match(plain, /<input type="hidden" name="store" value="1310"\/>/);
  assert.match(plain, /<button type="submit" class="secondary">Remind<\/button>/);
  const confirmed = renderToString(
    <ActionForm action="delete" fields={{ id: "7" }} confirm="Delete 7?" to="/x">
      Delete
    </ActionForm>,
  );
  assert.match(confirmed, /action="\/x"/);
  assert.match(confirmed, /data-confirm="Delete 7\?"/);
  assert.match(confirmed, /class="danger"/);
  assert.match(plain, /^<form method="post" class="inline-form">/, "inline unless told");
  const bare = renderToString(<ActionForm action="x" class="">Go</ActionForm>);
  assert.match(bare, /^<form method="post">/, "an empty class is left out, not written empty");
});

Deno.test("sortable: a sortable column of a value, with what else the column says", () => {
  const value = (r: { n: number }) => r.n;
  const cell = (r: { n: number }) => `#${r.n}`;
  assert.deepEqual(sortable("n", "Number", value), {
    key: "n",
    label: "Number",
    sortable: true,
    value,
  });
  assert.deepEqual(sortable("n", "Number", value, { cell, num: true }), {
    key: "n",
    label: "Number",
    sortable: true,
    value,
    cell,
    num: true,
  });
});

// Shelf signs queued by the price schedule reach the stores: on /resources/signage-generator a
// store's staff see their queue, print it as a PDF and mark signs printed — their stores only.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { listVariants } from "../../../lib/catalogue/mod.ts";
import { torontoDateString } from "../../../lib/i18n/format.ts";
import { addDays } from "../../../lib/resources/prices.ts";
import { queueSigns, saveScheduledChange, signQueue } from "../../../lib/head_office/schedule.ts";

const PAGE = "/resources/signage-generator";

Deno.test("queued shelf signs: a store sees, prints and marks its own queue, never another store's", async () => {
  const app = await createTestApp();
  try {
    const today = torontoDateString(new Date());
    const [v] = await listVariants(app.kv, { department: "CMP" });
    const saved = await saveScheduledChange(app.kv, {
      item_number: v.item_number,
      kind: "sale",
      price: Number(((v.retail - 200) / 100).toFixed(2)),
      starts_on: addDays(today, 10),
      ends_on: addDays(today, 20),
      stores: "1234 1310",
    }, today);
    assert.ok(saved.ok);
    const id = saved.change.id;
    assert.equal(await queueSigns(app.kv, id, { email: "buyer@example.com" }), 2);

    const queued = (await signQueue(app.kv, 1310)).map((s) => s.change_id);
    assert.ok(queued.includes(id) && queued.length > 1, "ours and the demo's queued signs");
    const program = await signIn(app, "program@example.com"); // marketing, store 1310
    const page = await (await app.fetch(PAGE, { headers: { cookie: program } })).text();
    assert.match(page, /Signs queued by head office for store 1310/);
    assert.match(page, new RegExp(`data-queued-sign="${id}"`));
    assert.match(page, new RegExp(`${queued.length} signs to print\\.`));

    // Another store's queue: not found, whether looked at, printed or marked.
    for (const url of [`${PAGE}?queue_store=1234`, `${PAGE}?queue_store=1234&queue=pdf`]) {
      const res = await app.fetch(url, { headers: { cookie: program } });
      assert.equal(res.status, 404, url);
      await res.body?.cancel();
    }
    const foreign = await postForm(app, PAGE, { queue_store: "1234", signs: [id] }, {
      cookie: program,
    });
    assert.equal(foreign.status, 404);
    await foreign.body?.cancel();

    const pdf = await app.fetch(`${PAGE}?queue_store=1310&queue=pdf`, {
      headers: { cookie: program },
    });
    assert.equal(pdf.status, 200);
    assert.equal(pdf.headers.get("content-type"), "application/pdf");
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    assert.equal(new TextDecoder().decode(bytes.slice(0, 5)), "%PDF-");

    const none = await postForm(app, PAGE, { queue_store: "1310" }, { cookie: program });
    assert.equal(none.status, 400);
    assert.match(await none.text(), /Check at least one sign\./);

    const one = await postForm(app, PAGE, { queue_store: "1310", signs: [id] }, {
      cookie: program,
    });
    assert.equal(one.status, 303);
    assert.equal(one.headers.get("location"), `${PAGE}?queue_store=1310&marked=1#queued-signs`);
    const mine = (await signQueue(app.kv, 1310)).find((s) => s.change_id === id)!;
    assert.equal(mine.printed_by, "program@example.com");
    assert.equal((await signQueue(app.kv, 1310)).filter((s) => s.printed_at).length, 1);
    const theirs = (await signQueue(app.kv, 1234)).find((s) => s.change_id === id)!;
    assert.equal(theirs.printed_at, undefined);
    const after = await (await app.fetch(`${PAGE}?queue_store=1310&marked=1`, {
      headers: { cookie: program },
    })).text();
    assert.match(after, /1 sign marked printed\./);
    assert.match(after, new RegExp(`${queued.length - 1} signs? to print\\.`));
    const all = await postForm(app, PAGE, { queue_store: "1310", signs: queued }, {
      cookie: program,
    });
    assert.equal(all.status, 303);
    // Nothing left to print: no PDF.
    const empty = await app.fetch(`${PAGE}?queue_store=1310&queue=pdf`, {
      headers: { cookie: program },
    });
    assert.equal(empty.status, 404);
    await empty.body?.cancel();
  } finally {
    app.close();
  }
});

// Background work is visible to whoever started it: a buyer's price import "Apply" and "Run the
// sync now" land on /tasks/{guid}, which the buyer and site admins open (others get 401); it offers
// Cancel while the task waits and Retry once cancelled or failed; /admin/tasks lists every task,
// filtered by status.
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { runTask } from "../../../lib/tasks/queue.ts";
import { createTask, getTask, updateTask } from "../../../lib/tasks/store.ts";
import { csvBody } from "../../helpers/csv.ts";
import { submit, uploadPrices, withApp } from "../marketing/helpers.ts";
import { listVariants } from "../../../lib/catalogue/mod.ts";
import "../../../lib/marketing/price_task.ts";
import "../../../lib/marketing/sync_task.ts";

async function page(app: TestApp, path: string, cookie: string) {
  const res = await app.fetch(path, { headers: { cookie } });
  return { status: res.status, text: await res.text() };
}

async function applyPriceImport(app: TestApp, buyer: string): Promise<string> {
  const [v] = await listVariants(app.kv, { vendor: "V300" });
  const dryRun = await uploadPrices(
    app,
    buyer,
    `item_number,cost,retail\n${v.item_number},12.00,24.99\n`,
  );
  const dry = await page(app, dryRun, buyer);
  const id = dry.text.match(/data-import="([0-9a-z]+)"/)![1];
  const { location } = await submit(
    app,
    "/marketing/price-import",
    { action: "apply", import: id },
    buyer,
  );
  const guid = location.match(/^\/tasks\/([0-9a-f-]{36})$/)?.[1];
  assert.ok(guid, `Apply leads to the task page, not ${location}`);
  return guid;
}

Deno.test("a buyer follows the price import they applied on its task page", async () => {
  await withApp(async (app, buyer) => {
    const guid = await applyPriceImport(app, buyer);
    const queued = await page(app, `/tasks/${guid}`, buyer);
    assert.equal(queued.status, 200, queued.text.slice(0, 300));
    assert.match(queued.text, /data-task-status="queued"/);
    assert.match(queued.text, /Price import/);
    assert.match(queued.text, /Béatrice Buyer/);
    assert.match(queued.text, /value="cancel"/);
    // someone else's task stays closed; a site admin sees it at both addresses
    const other = await page(app, `/tasks/${guid}`, await signIn(app, "owner@example.com"));
    assert.equal(other.status, 401);
    const admin = await signIn(app, "admin@example.com");
    assert.equal((await page(app, `/tasks/${guid}`, admin)).status, 200);
    assert.equal((await page(app, `/admin/tasks/${guid}`, admin)).status, 200);
    assert.equal((await page(app, `/admin/tasks/${guid}`, buyer)).status, 401);
    await runTask(app.kv, guid);
    const done = await page(app, `/tasks/${guid}`, buyer);
    assert.match(done.text, /data-task-status="done"/);
    assert.match(done.text, /href="\/marketing\/items\/system-changes\?source=price_import"/);
    assert.doesNotMatch(done.text, /value="cancel"|value="retry"/);
    // its result: the change log shows the money as money, not cents ("cost 8508 → 7050")
    const log = (await page(app, "/marketing/items/system-changes?source=price_import", buyer))
      .text;
    assert.match(log, /<td data-label="After">\$12\.00<\/td>/);
    assert.match(log, /<td data-label="After">\$24\.99<\/td>/);
    assert.doesNotMatch(log, /<td data-label="After">1200<\/td>/);
    // who made it: a person by name, the address on hover
    assert.match(
      log,
      /<span title="buyer@example.com" data-person="buyer@example.com">[^<@]+<\/span>/,
    );
  });
});

Deno.test("a buyer's sync run lands on its task page; cancel stops it, retry queues it again", async () => {
  await withApp(async (app, buyer) => {
    const run = await postForm(app, "/marketing/shopify-sync", { action: "run" }, {
      cookie: buyer,
    });
    assert.equal(run.status, 303);
    await run.body?.cancel();
    const guid = run.headers.get("location")!.match(/^\/tasks\/([0-9a-f-]{36})$/)?.[1];
    assert.ok(guid, run.headers.get("location") ?? "no location");
    assert.equal((await page(app, `/tasks/${guid}`, buyer)).status, 200);
    const cancel = await postForm(app, `/tasks/${guid}`, { action: "cancel" }, { cookie: buyer });
    assert.equal(cancel.status, 303);
    await cancel.body?.cancel();
    assert.equal((await getTask(app.kv, guid))?.status, "cancelled");
    // a cancelled task does not run when its queue message arrives
    assert.equal((await runTask(app.kv, guid))?.status, "cancelled");
    const cancelled = await page(app, `/tasks/${guid}`, buyer);
    assert.match(cancelled.text, /data-task-status="cancelled"/);
    assert.match(cancelled.text, /value="retry"/);
    // cancelling again is refused with a message, not an error page
    const again = await postForm(app, `/tasks/${guid}`, { action: "cancel" }, { cookie: buyer });
    assert.equal(again.status, 409);
    assert.match(await again.text(), /can no longer be cancelled/);
    const retry = await postForm(app, `/tasks/${guid}`, { action: "retry" }, { cookie: buyer });
    assert.equal(retry.status, 303);
    await retry.body?.cancel();
    assert.equal((await getTask(app.kv, guid))?.retries, 1);
    const rerun = await runTask(app.kv, guid);
    assert.equal(rerun?.status, "done", JSON.stringify(rerun?.errors));
    // a member cannot cancel a buyer's task
    const member = await postForm(app, `/tasks/${guid}`, { action: "retry" }, {
      cookie: await signIn(app, "owner@example.com"),
    });
    assert.equal(member.status, 401);
    await member.body?.cancel();
  });
});

Deno.test("/admin/tasks lists tasks newest first and filters them by status", async () => {
  await withApp(async (app, buyer) => {
    const first = await applyPriceImport(app, buyer);
    await runTask(app.kv, first);
    const run = await postForm(app, "/marketing/shopify-sync", { action: "run" }, {
      cookie: buyer,
    });
    await run.body?.cancel();
    const second = run.headers.get("location")!.slice("/tasks/".length);
    const admin = await signIn(app, "admin@example.com");
    const all = await page(app, "/admin/tasks", admin);
    assert.equal(all.status, 200);
    const order = [...all.text.matchAll(/data-task="([0-9a-f-]{36})"/g)].map((m) => m[1]);
    assert.ok(order.indexOf(second) >= 0 && order.indexOf(second) < order.indexOf(first));
    assert.match(all.text, /buyer@example\.com/);
    const done = await page(app, "/admin/tasks?status=done", admin);
    assert.match(done.text, new RegExp(`data-task="${first}"`));
    assert.doesNotMatch(done.text, new RegExp(`data-task="${second}"`));
    const queued = await page(app, "/admin/tasks?status=queued", admin);
    assert.match(queued.text, new RegExp(`data-task="${second}"`));
    assert.doesNotMatch(queued.text, new RegExp(`data-task="${first}"`));
    assert.equal((await page(app, "/admin/tasks", buyer)).status, 401);
  });
});

Deno.test("a task's line errors are a DataTable whose CSV link answers", async () => {
  const app = await createTestApp();
  try {
    const admin = await signIn(app, "admin@example.com");
    const task = await createTask(app.kv, { kind: "price_import", owner: "someone", total: 3 });
    await updateTask(app.kv, task.guid, (t) => {
      t.status = "failed";
      t.errors = [{ line: 7, message: "Bad cost" }, { line: 2, message: "Unknown item" }];
    });
    const html = (await page(app, `/tasks/${task.guid}?table=task-errors&sort=line`, admin)).text;
    assert.match(html, /<table class="data-table"/);
    assert.ok(html.indexOf("Unknown item") < html.indexOf("Bad cost"), "sorted by line");
    const link = /href="([^"]+)"[^>]*data-csv-link/.exec(html)?.[1];
    assert.ok(link);
    const res = await app.fetch(link.replaceAll("&amp;", "&"), { headers: { cookie: admin } });
    assert.equal(res.status, 200);
    const rows = (await csvBody(res)).replace("\uFEFF", "").trim().split("\r\n");
    assert.deepEqual(rows.slice(1), ["2,Unknown item", "7,Bad cost"]);
  } finally {
    app.close();
  }
});

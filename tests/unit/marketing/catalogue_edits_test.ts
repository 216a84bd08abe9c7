// Catalogue edits through marketing: the change log of every edit, merge/migrate keeping history
// and both ids (aliases), draft order lines re-pointed; the price import's dry run against apply
// (a bad line applies nothing unless the bad lines are skipped).
import assert from "node:assert/strict";
import { getStyle, getVariant, listVariants } from "../../../lib/catalogue/mod.ts";
import { createOrder, getOrder, getOrderHistory } from "../../../lib/orders/mod.ts";
import { aliasesOf, migrateItem, resolveItem } from "../../../lib/marketing/migrate.ts";
import { listChanges, saveStyleEdit } from "../../../lib/marketing/store.ts";
import { parseCsvText } from "../../../lib/http/csv.ts";
import { saveDryRun, startApply } from "../../../lib/marketing/price_task.ts";
import { runTask } from "../../../lib/tasks/queue.ts";
import { listSchedule } from "../../../lib/marketing/library.ts";
import { putTestVariants, testVariant } from "../../helpers/catalogue.ts";

const actor = { id: "u1", email: "buyer@example.com" };

async function kvWith() {
  const kv = await Deno.openKv(":memory:");
  await putTestVariants(kv, [
    testVariant("800001", { size: "8" }),
    testVariant("800002", { size: "9" }),
    testVariant("810001", { size: "8" }),
  ]);
  return kv;
}

Deno.test("change log: each changed field with who, when, before and after", async () => {
  const kv = await kvWith();
  const style = (await getStyle(kv, "8000"))!;
  const variants = await listVariants(kv, { style_id: "8000" });
  const changes = await saveStyleEdit(
    kv,
    { ...style, name: { ...style.name, fr: "Patin neuf" } },
    [{ ...variants[0], retail: 11999 }, variants[1]],
    { user: "buyer@example.com", source: "edit" },
  );
  assert.deepEqual(changes.map((c) => [c.subject, c.subject_id, c.field, c.before, c.after]), [
    ["style", "8000", "name.fr", "Modèle 8000", "Patin neuf"],
    ["variant", "800001", "retail", "10000", "11999"],
  ]);
  const page = await listChanges(kv, { subject: "800001" });
  assert.equal(page.changes.length, 1);
  assert.equal(page.changes[0].user, "buyer@example.com");
  // nothing changed: nothing logged
  assert.deepEqual(
    await saveStyleEdit(
      kv,
      (await getStyle(kv, "8000"))!,
      await listVariants(kv, { style_id: "8000" }),
      {
        user: "x",
        source: "edit",
      },
    ),
    [],
  );
  kv.close();
});

Deno.test("migrate: alias from → to, both ids kept, history logged, draft lines moved", async () => {
  const kv = await kvWith();
  const order = await createOrder(kv, {
    store: 1234,
    vendor: "V100",
    source: "manual",
    program_id: null,
    start_ship: "2026-12-01",
    cancel_date: "2026-12-31",
    ship_to: "1234",
    lines: [
      { item_number: "810001", department: "HOC", quantity: 2, unit_cost: 60, retail: 100 },
      { item_number: "800001", department: "HOC", quantity: 3, unit_cost: 60, retail: 100 },
    ],
  }, actor);
  const result = await migrateItem(kv, "810001", "800001", actor, "migrate");
  assert.ok(typeof result === "object");
  assert.deepEqual(result.moved, { draft_lines: 1, orders_via_alias: 0, web_listing: false });
  assert.equal(await resolveItem(kv, "810001"), "800001");
  assert.deepEqual(await aliasesOf(kv, "800001"), ["800001", "810001"]);
  // both ids stay: the old variant is kept, discontinued
  assert.equal((await getVariant(kv, "810001"))?.status, "discontinued");
  assert.equal((await getVariant(kv, "800001"))?.status, "active");
  const log = await listChanges(kv, { subject: "810001" });
  assert.deepEqual(log.changes.map((c) => [c.source, c.field, c.after]).sort(), [
    ["migrate", "alias", "800001"],
    ["migrate", "status", "discontinued"],
  ]);
  const moved = await getOrder(kv, order.id);
  assert.deepEqual(moved?.lines.map((l) => [l.item_number, l.quantity]), [["800001", 5]]);
  assert.equal((await getOrderHistory(kv, order.id)).length, 2);
  // a second migration of the same item, or onto an alias, is refused
  assert.equal(await migrateItem(kv, "810001", "800002", actor, "merge"), "already_migrated");
  assert.equal(await migrateItem(kv, "800002", "810001", actor, "merge"), "unknown_to");
  assert.equal(await migrateItem(kv, "800002", "800002", actor, "merge"), "same_item");
  kv.close();
});

Deno.test("price import: a bad line applies nothing; skipping bad lines applies the rest", async () => {
  const kv = await kvWith();
  const rows = parseCsvText(
    "item_number,cost,retail,sale_price,sale_start,sale_end\n" +
      "800001,55.00,119.99,99.99,2026-11-27,2026-11-30\n" +
      "800002,abc,10\n",
    ",",
  );
  const { record, run } = await saveDryRun(kv, rows, {
    name: "prices.csv",
    by: "buyer@example.com",
  });
  assert.equal(run.changes.length, 1);
  assert.deepEqual(run.errors.map((e) => [e.line, e.key, e.value]), [[3, "bad_cost", "abc"]]);
  assert.equal(
    await startApply(kv, record, "u1", { skipBad: false, enqueue: false }),
    "has_errors",
  );
  assert.equal((await getVariant(kv, "800001"))?.retail, 10000, "nothing applied");
  const task = await startApply(kv, record, "u1", { skipBad: true, enqueue: false });
  assert.ok(typeof task === "object");
  const done = await runTask(kv, task.guid);
  assert.equal(done?.status, "done");
  assert.deepEqual(done?.summary?.vars, { changed: 1, skipped: 1 });
  const v = await getVariant(kv, "800001");
  assert.deepEqual([v?.cost, v?.retail], [5500, 11999]);
  assert.equal((await getVariant(kv, "800002"))?.cost, 6000);
  assert.deepEqual(await listSchedule(kv), [
    { item_number: "800001", start: "2026-11-27", end: "2026-11-30", price: 9999 },
  ]);
  const log = await listChanges(kv, { subject: "800001" });
  assert.deepEqual(log.changes.map((c) => [c.source, c.field, c.before, c.after]).sort(), [
    ["price_import", "cost", "6000", "5500"],
    ["price_import", "retail", "10000", "11999"],
  ]);
  // running the same task again (a redelivery) changes nothing; applying twice is refused
  await runTask(kv, task.guid);
  assert.equal((await listChanges(kv, { subject: "800001" })).changes.length, 2);
  const again = (await kv.get<typeof record>(["marketing", "price_imports", record.id])).value!;
  assert.equal(
    await startApply(kv, again, "u1", { skipBad: true, enqueue: false }),
    "already_applied",
  );
  kv.close();
});

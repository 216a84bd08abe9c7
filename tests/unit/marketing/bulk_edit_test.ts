// Bulk edit (pure part and its write): department with its class, prices by % and ending, the
// choices checked, and a department change moving the style's index entries in its one commit.
import assert from "node:assert/strict";
import { z } from "zod";
import { CK, getStyle, listVariants } from "../../../lib/catalogue/mod.ts";
import {
  applyBulk,
  applyBulkEdit,
  BulkEditSchema,
  planBulk,
} from "../../../lib/marketing/bulk_edit.ts";
import { listChanges } from "../../../lib/marketing/store.ts";
import { putTestVariants, testVariant } from "../../helpers/catalogue.ts";
import { testStyle } from "../catalogue/fixtures.ts";

const edit = (over: Record<string, unknown>) => BulkEditSchema.parse({ style: ["7200"], ...over });

Deno.test("bulk edit: department and class together, prices by % then ending", () => {
  const variants = [
    testVariant("720001"),
    testVariant("720002", { retail: 4999, status: "pending" }),
  ];
  const style = testStyle("7200");
  const out = applyBulk(
    style,
    variants,
    edit({ dept_class: "APP/outerwear", percent: "-20", ending: "49" }),
  );
  assert.deepEqual([out.style.department, out.style.class], ["APP", "outerwear"]);
  assert.ok(out.variants.every((v) => v.department === "APP" && v.class === "outerwear"));
  // 100.00 − 20 % = 80.00 → 80.49 (the nearest .49); 49.99 − 20 % = 39.99 → 40.49 (a tie goes up)
  assert.deepEqual(out.variants.map((v) => v.retail), [8049, 4049]);
  assert.deepEqual(out.changes.map((c) => [c.subject, c.field, c.before, c.after]), [
    ["7200", "department", "HOC", "APP"],
    ["7200", "class", "skates", "outerwear"],
    ["720001", "retail", 10000, 8049],
    ["720002", "retail", 4999, 4049],
  ]);
  // a status the items already have changes nothing
  assert.deepEqual(applyBulk(style, variants.slice(0, 1), edit({ status: "active" })).changes, []);
});

Deno.test("bulk edit: choices checked (a change needed, % in range, real department/class)", () => {
  const issues = (input: Record<string, unknown>) => {
    const r = BulkEditSchema.safeParse({ style: ["7200"], ...input });
    return r.success ? [] : z.flattenError(r.error);
  };
  assert.deepEqual(issues({}), {
    formErrors: [],
    fieldErrors: { _: ["marketing.bulk.no_change"] },
  });
  assert.ok(JSON.stringify(issues({ percent: "500" })).includes("marketing.bulk.percent"));
  assert.ok(JSON.stringify(issues({ dept_class: "HOC/tents" })).includes("dept_class"));
  assert.ok(JSON.stringify(issues({ style: [], status: "active" })).includes("none_selected"));
});

Deno.test("bulk edit write: a department change moves the index entries with the log", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    await putTestVariants(kv, [testVariant("720001"), testVariant("720002", { size: "10" })]);
    const e = edit({ dept_class: "FTW/running" });
    const [plan] = await planBulk(kv, e);
    const result = await applyBulkEdit(kv, e, { "7200": plan.version }, "buyer@example.com");
    assert.deepEqual(result, { written: ["7200"], items: 2, stale: [] });
    assert.equal((await getStyle(kv, "7200"))!.department, "FTW");
    assert.equal((await listVariants(kv, { department: "FTW" })).length, 2);
    assert.equal((await listVariants(kv, { department: "HOC" })).length, 0);
    const log = await listChanges(kv, { subject: "7200" });
    assert.deepEqual(log.changes.map((c) => [c.field, c.source]).sort(), [
      ["class", "bulk_edit"],
      ["department", "bulk_edit"],
    ]);
    // the same versions again are stale now: nothing written
    const again = await applyBulkEdit(
      kv,
      edit({ status: "pending" }),
      { "7200": plan.version },
      "x",
    );
    assert.deepEqual(again, { written: [], items: 0, stale: ["7200"] });
    assert.ok((await listVariants(kv, { style_id: "7200" })).every((v) => v.status === "active"));
  } finally {
    kv.close();
  }
});

Deno.test("bulk edit write: a style changed during the writes is refused, the earlier one kept", async () => {
  const real = await Deno.openKv(":memory:");
  try {
    await putTestVariants(real, [testVariant("730001"), testVariant("730101")]);
    const e = BulkEditSchema.parse({ style: ["7300", "7301"], status: "pending" });
    const plans = await planBulk(real, e);
    const versions = Object.fromEntries(plans.map((p) => [p.style.id, p.version]));
    // someone renames style 7301 just before its commit (after 7300's)
    let commits = 0;
    const kv = new Proxy(real, {
      get(target, prop) {
        if (prop === "atomic") {
          return () => {
            const op = target.atomic();
            const commit = op.commit.bind(op);
            op.commit = async () => {
              if (++commits === 2) {
                const b = (await getStyle(target, "7301"))!;
                await target.set(CK.style("7301"), { ...b, name: { ...b.name, en: "Renamed" } });
              }
              return commit();
            };
            return op;
          };
        }
        const value = Reflect.get(target, prop);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const result = await applyBulkEdit(kv, e, versions, "buyer@example.com");
    assert.deepEqual(result, { written: ["7300"], items: 1, stale: ["7301"] });
    assert.equal((await listVariants(real, { style_id: "7300" }))[0].status, "pending");
    assert.equal((await listVariants(real, { style_id: "7301" }))[0].status, "active");
    assert.equal((await getStyle(real, "7301"))!.name.en, "Renamed");
  } finally {
    real.close();
  }
});

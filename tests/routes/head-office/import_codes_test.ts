// The sales import feeds /head-office/mappings: POS codes with no mapping are listed as unmatched;
// once mapped they leave the list and the next import resolves them.
import assert from "node:assert/strict";
import { appTest } from "./helpers.ts";
import { type TestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { runTask } from "../../../lib/tasks/queue.ts";
import "../../../lib/tasks/listen.ts";
import { getPosStatus } from "../../../lib/admin/pos.ts";
import { listUnmapped } from "../../../lib/head_office/mappings.ts";
import { K } from "../../../lib/sales/store.ts";

async function importCsv(app: TestApp, cookie: string, csv: string): Promise<string> {
  const res = await app.fetch("/api/sales/import", {
    method: "POST",
    body: csv,
    headers: { cookie, "content-type": "text/csv" },
  });
  assert.equal(res.status, 202);
  const { guid } = await res.json();
  await runTask(app.kv, guid);
  return guid;
}

const CSV = "type,date,store,item_number,units,sales,cost,on_hand,pos_vendor,pos_department\n" +
  "sale,2026-03-02,1234,1000001,1,10.00,6.00,,zq-77,HOC\n" +
  "sale,2026-03-03,1234,1000001,2,20.00,12.00,,ZQ-77,\n" +
  "stock,2026-03-03,1234,1000001,,,,5,zq-77,\n";

appTest(
  "an imported POS code with no mapping shows as unmatched; mapped, the next import resolves it",
  async (app, admin) => {
    const system = (await getPosStatus(app.kv, 1234))!.system;
    const first = await importCsv(app, admin, CSV);
    const unmatched = (await listUnmapped(app.kv)).filter((u) => u.code === "ZQ-77");
    assert.equal(unmatched.length, 1);
    assert.equal(unmatched[0].system, system);
    assert.equal(unmatched[0].kind, "vendor");
    assert.equal(unmatched[0].count, 3);
    assert.equal(unmatched[0].sample, "1234 · 2026-03-03 · 1000001");
    // HOC is a group department code: used as is, never unmatched.
    assert.ok(!(await listUnmapped(app.kv)).some((u) => u.code === "HOC"));
    const raw = (await app.kv.get<Record<string, unknown>>(K.line(1234, "2026-03-02", first, 2)))
      .value!;
    assert.equal(raw.pos_vendor, "zq-77");
    assert.equal(raw.vendor, null);
    assert.equal(raw.department, "HOC");

    const buyer = await signIn(app, "buyer@example.com");
    const unmatchedTable = async () =>
      (await (await app.fetch("/head-office/mappings", { headers: { cookie: buyer } })).text())
        .split('id="unmapped"')[1].split('id="map-form"')[0];
    const page = await unmatchedTable();
    assert.match(page, /<td[^>]*>ZQ-77<\/td>/);
    assert.match(page, /1234 · 2026-03-03 · 1000001/);

    const mapped = await postForm(app, "/head-office/mappings", {
      system,
      kind: "vendor",
      code: "zq-77",
      target: "V100",
    }, { cookie: buyer });
    assert.equal(mapped.status, 303);
    assert.doesNotMatch(await unmatchedTable(), /<td[^>]*>ZQ-77<\/td>/);

    const second = await importCsv(app, admin, CSV.replaceAll("2026-03-0", "2026-04-0"));
    assert.ok(!(await listUnmapped(app.kv)).some((u) => u.code === "ZQ-77"));
    const resolved = (await app.kv.get<Record<string, unknown>>(
      K.line(1234, "2026-04-02", second, 2),
    )).value!;
    assert.equal(resolved.vendor, "V100");
  },
  "admin@example.com",
);

import assert from "node:assert/strict";
import { signIn } from "../../helpers/auth.ts";
import { runTask } from "../../../lib/tasks/queue.ts";
import "../../../lib/tasks/listen.ts";
import { appTest } from "../with_app.ts";

appTest(
  "CSV import via /api/sales/import runs as a task; /admin/tasks/{guid} shows progress and line errors",
  async (app) => {
    const admin = await signIn(app, "admin@example.com");
    const csv =
      "type,date,store,item_number,units,sales,cost\nsale,2026-03-02,1234,1000001,1,10.00,6.00\nsale,2026-03-02,1234,1000001,x,10.00,6.00\n";
    const res = await app.fetch("/api/sales/import", {
      method: "POST",
      body: csv,
      headers: { cookie: admin, "content-type": "text/csv" },
    });
    assert.equal(res.status, 202);
    const { guid, url } = await res.json();
    const queued = await (await app.fetch(url, { headers: { cookie: admin } })).text();
    assert.match(queued, /Queued/);
    assert.match(queued, /http-equiv="refresh"/);
    await runTask(app.kv, guid);
    const failed = await (await app.fetch(url, { headers: { cookie: admin } })).text();
    assert.match(failed, /Failed/);
    assert.match(failed, /<td[^>]*>3<\/td><td[^>]*>units: whole number<\/td>/);
    const member = await signIn(app, "owner@example.com");
    const denied = await app.fetch("/api/sales/import", {
      method: "POST",
      body: csv,
      headers: { cookie: member },
    });
    assert.equal(denied.status, 401);
    await denied.body?.cancel();
  },
);

appTest(
  "/api/sales/import: the same file twice is refused with a link to the first, unless again=1",
  async (app) => {
    const admin = await signIn(app, "admin@example.com");
    const csv =
      "type,date,store,item_number,units,sales,cost\nsale,2026-03-02,1234,1000001,1,10.00,6.00\n";
    const post = (query = "") =>
      app.fetch(`/api/sales/import${query}`, {
        method: "POST",
        body: csv,
        headers: { cookie: admin, "content-type": "text/csv" },
      });
    const first = await post();
    assert.equal(first.status, 202);
    const { url } = await first.json();
    const twice = await post();
    assert.equal(twice.status, 409);
    const body = await twice.json();
    assert.equal(body.first, url);
    assert.match(body.error, new RegExp(`already imported: see ${url}`));
    const again = await post("?again=1");
    assert.equal(again.status, 202);
    assert.notEqual((await again.json()).url, url);
  },
);

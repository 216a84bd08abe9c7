// /admin/locally: the feed built as a task and uploaded to a local fake Locally with the key, the
// last run and the preview on the page, the key never shown, the schedule and its audit.
import assert from "node:assert/strict";
import { asAdmin } from "./helpers.ts";
import { postForm } from "../account/helpers.ts";
import { runTask } from "../../../lib/tasks/queue.ts";
import { getBlob } from "../../../lib/tasks/store.ts";
import {
  getLastRun,
  getNextRun,
  getSettings,
  PREVIEW_MAX_AGE_MS,
  readPreview,
  scheduleLocally,
} from "../../../lib/admin/locally.ts";

export const LOCALLY_KEY = "locally-key-SECRET-42";

function fakeLocally(status = 200) {
  const uploads: { auth: string | null; body: string }[] = [];
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (req) => {
    uploads.push({ auth: req.headers.get("authorization"), body: await req.text() });
    return new Response("ok", { status });
  });
  const { port } = server.addr as Deno.NetAddr;
  return { uploads, url: `http://127.0.0.1:${port}/feed`, close: () => server.shutdown() };
}

Deno.test("the Locally feed is built as a task, sent with the key and reported", async () => {
  const locally = fakeLocally();
  try {
    await asAdmin(async ({ app, cookie, read }) => {
      const before = await read("/admin/locally");
      assert.match(before, /The feed is sent to 127\.0\.0\.1:\d+\./);
      assert.match(before, /data-preview/);
      assert.match(before, /The feed has not been built yet/);

      const run = await postForm(app, "/admin/locally", { action: "run" }, { cookie });
      assert.equal(run.status, 303);
      const guid = run.headers.get("location")!.split("/").pop()!;
      const task = await runTask(app.kv, guid);
      assert.equal(task?.status, "done");
      assert.equal(locally.uploads.length, 1);
      assert.equal(locally.uploads[0].auth, `Bearer ${LOCALLY_KEY}`);
      const csv = await getBlob(app.kv, guid, "result");
      assert.equal(locally.uploads[0].body, csv);
      const lines = csv!.trim().split("\r\n");
      assert.equal(lines[0], "store_number,barcode,quantity,price,sale_price");
      assert.match(lines[1], /^\d+,\d{12,14},[1-9]\d*,\d+\.\d\d,(\d+\.\d\d)?$/);
      const last = await getLastRun(app.kv);
      assert.equal(last?.status, "sent");
      assert.equal(last?.rows, lines.length - 1);

      const page = await read("/admin/locally");
      assert.match(page, /data-last-status="sent"/);
      assert.match(page, /data-audit-action="locally_run"/);
      assert.ok(!page.includes(LOCALLY_KEY));
      assert.ok(await getNextRun(app.kv), "the run scheduled the next one");
    }, {
      env: { LOCALLY_UPLOAD_URL: locally.url, LOCALLY_API_KEY: LOCALLY_KEY },
    });
  } finally {
    await locally.close();
  }
});

Deno.test("a refused upload is shown; the schedule follows the settings", async () => {
  const locally = fakeLocally(500);
  try {
    await asAdmin(async ({ app, cookie, read }) => {
      const guid = await scheduleLocally(app.kv);
      assert.ok(guid);
      assert.equal(await scheduleLocally(app.kv), guid, "one waiting run at a time");
      await runTask(app.kv, guid!);
      assert.equal((await getLastRun(app.kv))?.status, "failed");
      const page = await read("/admin/locally");
      assert.match(page, /Locally refused the upload \(HTTP 500\)/);

      const bad = await postForm(app, "/admin/locally", { action: "save", hour: "25" }, { cookie });
      assert.equal(bad.status, 400);
      assert.match(await bad.text(), /id="field-hour-error"/);
      // the form carries the version the settings were read at (lib/forms/version.ts)
      const _version = page.match(/name="_version" value="([0-9a-f]*)"/)?.[1] ?? "";
      assert.match(page, /name="_version"/);
      const off = await postForm(app, "/admin/locally", { action: "save", hour: "6", _version }, {
        cookie,
      });
      assert.equal(off.status, 303);
      assert.equal(await getNextRun(app.kv), null, "turned off: nothing waits");
      const after = await read("/admin/locally");
      assert.match(after, /<code>enabled<\/code>: true → false/);
      assert.match(after, /<code>hour<\/code>: 4 → 6/);
      // A save from the page read before that one is stale: refused, what changed named, kept.
      const stale = await postForm(app, "/admin/locally", {
        action: "save",
        enabled: "on",
        hour: "9",
        _version,
      }, { cookie });
      assert.equal(stale.status, 409);
      const staleHtml = await stale.text();
      assert.match(
        staleHtml,
        /role="alert">Someone else saved this record[^<]*Hour of the daily build/,
      );
      assert.match(staleHtml, /name="hour"[^>]*value="9"|value="9"[^>]*name="hour"/);
      assert.equal((await getSettings(app.kv)).hour, 6, "nothing written");
    }, {
      env: { LOCALLY_UPLOAD_URL: locally.url, LOCALLY_API_KEY: LOCALLY_KEY },
    });
  } finally {
    await locally.close();
  }
});

Deno.test("the preview is built by a task and read by the page, never built per view", () =>
  asAdmin(async ({ app, cookie, read }) => {
    const first = await read("/admin/locally");
    assert.match(first, /data-preview="pending"/);
    assert.match(first, /The preview is being built/);
    const guid = (await app.kv.get<string>(["locally_feed", "preview_building"])).value;
    assert.ok(guid, "the view queued a preview task");
    await (await app.fetch("/admin/locally", { headers: { cookie } })).body?.cancel();
    assert.equal(
      (await app.kv.get<string>(["locally_feed", "preview_building"])).value,
      guid,
      "one preview task at a time",
    );
    assert.equal((await runTask(app.kv, guid))?.status, "done");
    const page = await read("/admin/locally");
    assert.match(page, /<table class="data-table" data-preview="true"[ >]/);
    assert.match(page, /<p>Built [^<]+, the feed has \d+ lines for \d+ stores; the first 20:<\/p>/);
    assert.equal((page.match(/<tr>/g) ?? []).length, 21);
    // a DataTable: its CSV link answers with the same first lines
    const link = /href="([^"]+)"[^>]*data-csv-link/.exec(page)?.[1];
    assert.ok(link, "the preview offers its CSV");
    const csv = await app.fetch(link.replaceAll("&amp;", "&"), { headers: { cookie } });
    assert.equal(csv.status, 200);
    assert.equal((await csv.text()).trim().split("\r\n").length, 21);
    assert.equal((await app.kv.get(["locally_feed", "preview_building"])).value, null);

    // Fresh: read as it is. Stale: shown, and rebuilt in the background.
    const stored = await readPreview(app.kv);
    assert.equal((await app.kv.get(["locally_feed", "preview_building"])).value, null);
    const later = Date.parse(stored!.at) + PREVIEW_MAX_AGE_MS + 1;
    assert.deepEqual(await readPreview(app.kv, later), stored);
    assert.ok((await app.kv.get(["locally_feed", "preview_building"])).value);
  }));

// The store side of the POS data bundles: a store's admins download their own store's latest file
// from /pos-docs, the download shows on /head-office/pos-data-bundles, and no one gets another
// store's file.
import assert from "node:assert/strict";
import { appTest } from "./helpers.ts";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { runTask } from "../../../lib/tasks/queue.ts";
import "../../../lib/tasks/listen.ts";

appTest(
  "a store admin downloads only their own store's latest POS bundle; head office sees it",
  async (app, buyer) => {
    const owner = await signIn(app, "owner@example.com"); // Store_Admin of 1234, 1310, 2051
    const empty = await (await app.fetch("/pos-docs", { headers: { cookie: owner } })).text();
    assert.match(empty, /data-store-bundles-empty/);

    const built = await postForm(app, "/head-office/pos-data-bundles", {
      stores: ["1234", "1248"],
    }, { cookie: buyer });
    assert.equal(built.status, 303);
    const id = new URL(built.headers.get("location")!, "http://x").searchParams.get("started")!;
    assert.equal((await runTask(app.kv, id))?.status, "done");

    const page = await (await app.fetch("/pos-docs", { headers: { cookie: owner } })).text();
    assert.match(page, /data-store-bundle="1234"/);
    assert.doesNotMatch(page, /data-store-bundle="1248"/);
    assert.match(page, new RegExp(`/pos-docs\\?bundle=${id}&amp;store=1234`));

    const own = await app.fetch(`/pos-docs?bundle=${id}&store=1234`, {
      headers: { cookie: owner },
    });
    assert.equal(own.status, 200);
    assert.match(own.headers.get("content-disposition")!, /pos-1234-/);
    assert.ok((await own.text()).split("\r\n").length > 2);

    // Another store's file, even of the same bundle: not found.
    const other = await app.fetch(`/pos-docs?bundle=${id}&store=1248`, {
      headers: { cookie: owner },
    });
    assert.equal(other.status, 404);
    await other.body?.cancel();
    // Staff of the store who do not administer it: not found either.
    const staff = await signIn(app, "staff@example.com");
    const denied = await app.fetch(`/pos-docs?bundle=${id}&store=1234`, {
      headers: { cookie: staff },
    });
    assert.equal(denied.status, 404);
    await denied.body?.cancel();
    const staffPage = await (await app.fetch("/pos-docs", { headers: { cookie: staff } })).text();
    assert.doesNotMatch(staffPage, /id="pos-data"/);

    const again = await app.fetch(`/pos-docs?bundle=${id}&store=1234`, {
      headers: { cookie: owner },
    });
    await again.body?.cancel();
    const ho =
      await (await app.fetch("/head-office/pos-data-bundles", { headers: { cookie: buyer } }))
        .text();
    const row = (n: number) => ho.split(`data-bundle-store="${n}"`)[1].split("</tr>")[0];
    assert.match(row(1234), /owner@example\.com \(2 downloads\)/);
    assert.match(row(1248), /Not downloaded yet/);
  },
);
